import { NUMBER_PAGE_LABEL_KEYS, PROMO_PAGE_LABEL_KEYS } from '@carrier/fnf-validation';
import type { FnfDeps } from './deps.js';
import type { FnfContent, FnfServices } from './services.js';
import { createFnfSession } from './session.js';
import { createFnfState } from './state.js';

const labels = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, `${k} text`])) as Record<K, string>;

/** Friends and Family content whose every label reads `<key> text`. */
export const FNF_CONTENT: FnfContent = {
  promoPage: labels(PROMO_PAGE_LABEL_KEYS),
  numberPage: labels(NUMBER_PAGE_LABEL_KEYS),
};

/** The journey's services for tests: the calls given (the rest never answer), its state in memory. */
export function testFnf(services: Partial<FnfServices> = {}): FnfDeps {
  const never = () => new Promise<never>(() => undefined);
  const items = new Map<string, string>();
  return {
    services: { loadContent: never, validatePromo: never, checkPortIn: never, ...services },
    session: createFnfSession({
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    }),
    state: createFnfState(),
  };
}

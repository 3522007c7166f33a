import { journeyKey, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { keptDraft } from './draft.js';
import type { KeptCheckout } from './flow.js';
import type { CheckoutServices } from './services.js';
import type { Read } from './CheckoutFrame.js';

/** What a checkout keeps for a visit in session storage: its state per cart, and what was typed (nothing private). */
export interface CheckoutSession {
  readKept(): unknown;
  keep(kept: KeptCheckout): void;
  readDraft(form: string): Record<string, string>;
  saveDraft(form: string, draft: Readonly<Record<string, unknown>>): void;
  clear(): void;
}

const KEPT_KEY = 'checkout';
const DRAFT_PREFIX = 'checkoutDraft:';
const FORMS = ['numbers', 'aboutYou', 'e911', 'delivery', 'payment', 'international'] as const;

/** The checkout's session storage; a storage that is full or blocked keeps nothing, and the checkout still works. */
export function createCheckoutSession(storage: JourneyWorld['sessionStorage']): CheckoutSession {
  const read = (key: string): unknown => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch {
      // Nothing kept: the page still works, it is only not restored.
    }
  };
  return {
    readKept: () => read(KEPT_KEY),
    keep: (kept) => write(KEPT_KEY, kept),
    readDraft(form) {
      const value = read(DRAFT_PREFIX + form);
      return value && typeof value === 'object' ? keptDraft(value as Record<string, unknown>) : {};
    },
    saveDraft: (form, draft) => write(DRAFT_PREFIX + form, keptDraft(draft)),
    clear() {
      storage.removeItem(KEPT_KEY);
      for (const form of FORMS) storage.removeItem(DRAFT_PREFIX + form);
    },
  };
}

/** A value kept for the visit, in memory. */
function lastRead(): CheckoutDeps['last'] {
  let value: Read | undefined;
  return { get: () => value, set: (read) => void (value = read), clear: () => void (value = undefined) };
}

/** The checkout journey's services: its calls (loaded with their contracts on first use) and its session. */
export interface CheckoutDeps {
  readonly services: CheckoutServices;
  readonly session: CheckoutSession;
  /** The cart and checkout as the last checkout page read or changed them, for the visit (in memory only). */
  readonly last: { get(): Read | undefined; set(read: Read): void; clear(): void };
}

export const CHECKOUT = journeyKey<CheckoutDeps>('checkout');
export const useCheckoutDeps = (): CheckoutDeps => useJourneyDeps(CHECKOUT);

export function createCheckoutDeps(world: JourneyWorld): CheckoutDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createCheckoutServices(world)));
  const services = new Proxy({} as CheckoutServices, {
    get:
      (_, name: keyof CheckoutServices) =>
      (...args: unknown[]) =>
        loaded().then((s) => (s[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
  return { services, session: createCheckoutSession(world.sessionStorage), last: lastRead() };
}

import { useMemo } from 'react';
import { keptJson, type JourneyWorld } from '@carrier/storefront/kit';
import { useCheckoutDeps, type CheckoutDeps } from './deps.js';
import { keptDraft } from './draft.js';
import type { KeptCheckout } from './flow.js';

/** What a checkout keeps for a visit in session storage: its state per cart, and what was typed (nothing private). */
export interface CheckoutSession {
  readKept(): unknown;
  keep(kept: KeptCheckout): void;
  readDraft(form: string): Record<string, string>;
  saveDraft(form: string, draft: Readonly<Record<string, unknown>>): void;
  /** The hub the customer last opened (its path), for the steps' way back. */
  readHub(): unknown;
  keepHub(path: string): void;
  clear(): void;
}

const KEPT_KEY = 'checkout';
const HUB_KEY = 'checkoutHub';
const DRAFT_PREFIX = 'checkoutDraft:';
const FORMS = ['numbers', 'aboutYou', 'e911', 'delivery', 'payment', 'international'] as const;

/** The checkout's session storage; a storage that is full or blocked keeps nothing, and the checkout still works. */
export function createCheckoutSession(storage: JourneyWorld['sessionStorage']): CheckoutSession {
  // The kit's one helper for what a journey keeps as JSON: what is unreadable reads as nothing.
  const read = (key: string): unknown => keptJson(storage, key).read();
  const write = (key: string, value: unknown) => keptJson(storage, key).write(value);
  return {
    readKept: () => read(KEPT_KEY),
    keep: (kept) => write(KEPT_KEY, kept),
    readDraft(form) {
      const value = read(DRAFT_PREFIX + form);
      return value && typeof value === 'object' ? keptDraft(value as Record<string, unknown>) : {};
    },
    saveDraft: (form, draft) => write(DRAFT_PREFIX + form, keptDraft(draft)),
    readHub: () => read(HUB_KEY),
    keepHub: (path) => write(HUB_KEY, path),
    clear() {
      storage.removeItem(KEPT_KEY);
      storage.removeItem(HUB_KEY);
      for (const form of FORMS) storage.removeItem(DRAFT_PREFIX + form);
    },
  };
}

/** The checkout's services with its session, in a checkout page (the session's code comes with the pages). */
export function useCheckout(): CheckoutDeps & { readonly session: CheckoutSession } {
  const deps = useCheckoutDeps();
  const session = useMemo(() => createCheckoutSession(deps.storage), [deps.storage]);
  return useMemo(() => ({ ...deps, session }), [deps, session]);
}

import { atom } from 'jotai/vanilla';
import { useMemo } from 'react';
import { keptValue, type JourneyWorld } from '@carrier/storefront/kit';
import { useCheckoutDeps, type CheckoutDeps } from './deps.js';
import { keptDraft } from './draft.js';
import type { KeptCheckout } from './flow.js';
import type { Read } from './checkout-page.js';

/**
 * What a checkout keeps for a visit: its state per cart, the hub last opened and what was typed (nothing private),
 * in session storage; and the cart and checkout as the last checkout page read them, in memory. All are atoms of the
 * page's jotai store (`deps.atoms`).
 */
export interface CheckoutSession {
  readKept(): unknown;
  keep(kept: KeptCheckout): void;
  readDraft(form: CheckoutForm): Record<string, string>;
  saveDraft(form: CheckoutForm, draft: Readonly<Record<string, unknown>>): void;
  /** The hub the customer last opened (its path), for the steps' way back. */
  readHub(): string | null;
  keepHub(path: string): void;
  /** The cart and checkout as the last checkout page read or changed them, shown while the next page reads them. */
  readonly last: { get(): Read | undefined; set(read: Read): void; clear(): void };
  /** Forgets it all, as a placed order does. */
  clear(): void;
}

/** The forms whose drafts are kept while the customer moves around the checkout. */
export const CHECKOUT_FORMS = [
  'numbers',
  'portIn',
  'aboutYou',
  'e911',
  'delivery',
  'payment',
  'international',
] as const;
export type CheckoutForm = (typeof CHECKOUT_FORMS)[number];

/** The checkout's state per cart, as kept (read for its cart by `readKept`). */
const keptCheckoutAtom = keptValue<unknown>('checkout', (kept) => kept ?? null);
/** The hub last opened. */
const hubAtom = keptValue('checkoutHub', (kept) => (typeof kept === 'string' ? kept : null));
/** Each form's draft, without its private fields. */
const draftAtoms = Object.fromEntries(
  CHECKOUT_FORMS.map((form) => [
    form,
    keptValue(`checkoutDraft:${form}`, (kept) =>
      kept && typeof kept === 'object' ? keptDraft(kept as Record<string, unknown>) : {},
    ),
  ]),
) as Record<CheckoutForm, ReturnType<typeof keptValue<Record<string, string>>>>;
/** The last read, for the page only (never kept). */
const lastReadAtom = atom<Read | undefined>(undefined);

/** The checkout's session in a page's jotai store; a storage that is full or blocked keeps nothing, and it still works. */
export function createCheckoutSession(atoms: JourneyWorld['atoms']): CheckoutSession {
  return {
    readKept: () => atoms.get(keptCheckoutAtom),
    keep: (kept) => void atoms.set(keptCheckoutAtom, kept),
    readDraft: (form) => atoms.get(draftAtoms[form]),
    saveDraft: (form, draft) => void atoms.set(draftAtoms[form], keptDraft(draft)),
    readHub: () => atoms.get(hubAtom),
    keepHub: (path) => void atoms.set(hubAtom, path),
    last: {
      get: () => atoms.get(lastReadAtom),
      set: (read) => atoms.set(lastReadAtom, read),
      clear: () => atoms.set(lastReadAtom, undefined),
    },
    clear() {
      atoms.set(keptCheckoutAtom, null);
      atoms.set(hubAtom, null);
      for (const form of CHECKOUT_FORMS) atoms.set(draftAtoms[form], {});
      atoms.set(lastReadAtom, undefined);
    },
  };
}

/** The checkout's services with its session, in a checkout page (the session's code comes with the pages). */
export function useCheckout(): CheckoutDeps & {
  readonly session: CheckoutSession;
  readonly last: CheckoutSession['last'];
} {
  const deps = useCheckoutDeps();
  const session = useMemo(() => createCheckoutSession(deps.atoms), [deps.atoms]);
  return useMemo(() => ({ ...deps, session, last: session.last }), [deps, session]);
}

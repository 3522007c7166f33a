import type { PrefetchTimers } from './flow-prefetch.js';

/**
 * The header's click-to-call is set up from the data layer's visitor, which readDL fills after the page view: the
 * header looks 1 s, 2 s and 10 s after the page view (spec 9), and stops at the first look that finds it. Until
 * then, and if it never comes, the header keeps the store's general line.
 */
export const CLICK_TO_CALL_PAUSES_MS = [1000, 2000, 10_000] as const;

/** The store's phone lines: who answers a call from the header. */
export type CallLine = 'sales' | 'customer' | 'home' | 'prepaid';

export const CALL_LINES: Record<CallLine, { readonly href: string; readonly number: string }> = {
  /** New customers (and anyone the store does not know yet). */
  sales: { href: 'tel:+18005550199', number: '1-800-555-0199' },
  /** Wireless and joint customers: their account's sales team. */
  customer: { href: 'tel:+18005550175', number: '1-800-555-0175' },
  /** Home-services (Fios) customers shopping wireless. */
  home: { href: 'tel:+18005550160', number: '1-800-555-0160' },
  /** The prepaid store. */
  prepaid: { href: 'tel:+18885550123', number: '1-888-555-0123' },
};

/** The line for a visitor the data layer describes (spec 6.3's customer tags); the prepaid store has its own. */
export function callLineFor(brand: 'wireless' | 'prepaid', customerTag: string | undefined): CallLine {
  if (brand === 'prepaid') return 'prepaid';
  if (customerTag === 'vzw_cust' || customerTag === 'joint_cust') return 'customer';
  if (customerTag === 'vzt_cust') return 'home';
  return 'sales';
}

export interface ClickToCallSetup {
  /** The data layer's visitor, once readDL has answered for the page; undefined before. */
  readonly visitor: () => { readonly customerTag: string } | undefined;
  /** Called once, with the visitor the look found. */
  readonly found: (visitor: { readonly customerTag: string }) => void;
  readonly timers?: PrefetchTimers;
}

const HOST_TIMERS: PrefetchTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Looks for the visitor after each pause of {@link CLICK_TO_CALL_PAUSES_MS}, counted from now (the page view); the
 * first look that finds it calls `found` and ends the others. Answers the cancel (the customer went on first).
 */
export function setUpClickToCall({ visitor, found, timers = HOST_TIMERS }: ClickToCallSetup): () => void {
  const pending = CLICK_TO_CALL_PAUSES_MS.map((pause) =>
    timers.setTimeout(() => {
      const seen = visitor();
      if (!seen) return;
      cancel();
      found(seen);
    }, pause),
  );
  function cancel() {
    for (const timer of pending) timers.clearTimeout(timer);
  }
  return cancel;
}

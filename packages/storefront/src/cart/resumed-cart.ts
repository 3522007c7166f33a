/** The session-storage key of the resume-cart status, cleared when a keep-alive fails (spec 4.1). */
export const RESUME_CART_KEY = 'resumeCart';

type SessionFlags = { get(key: string): string | null; set(key: string, value: string): void };

/**
 * Whether this page load resumes a cart whose event is still to be told (spec 4.3): the first load of a browser
 * session that finds a cart already there. The status is kept for the session (a failed keep-alive clears it,
 * spec 4.1), so carts started in this session are not resumed ones. Read when the store starts, before the
 * customer can add anything; asking again before the event is told gives the same answer.
 *
 * A load the store server sent the customer to after adding for a form of theirs (`serverAdd`) knows better than the
 * cookies whether the cart was there before: the page the form was sent from may have come alive and read the new
 * cart's cookies while it was being left.
 */
export function resumesCart(
  flags: SessionFlags,
  cartCount: number,
  serverAdd?: { readonly cartBefore: boolean },
): boolean {
  const status = flags.get(RESUME_CART_KEY);
  if (status === null || (serverAdd && !serverAdd.cartBefore && status === 'resumed'))
    flags.set(RESUME_CART_KEY, (serverAdd ? serverAdd.cartBefore : cartCount > 0) ? 'resumed' : 'none');
  return flags.get(RESUME_CART_KEY) === 'resumed';
}

/** The resumed cart's event was told: not again this session. */
export function cartResumeTold(flags: SessionFlags): void {
  flags.set(RESUME_CART_KEY, 'told');
}

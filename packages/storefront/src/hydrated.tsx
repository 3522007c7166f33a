import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * Whether the page's first drawing has come alive in this browser (hydrated, or drawn in the browser): a component
 * mounted from then on is live at once. Only the browser sets it, once per page load; it says nothing of the visitor.
 */
let live = false;
const isLive = () => live;

/** The user-timing mark set once the page is live (hydrated, or drawn in the browser), once per page load. */
export const LIVE_MARK = 'store:live';

/**
 * Marks the page as live: before the store draws it in the browser afresh (no drawing of the server's to hydrate), or
 * once the page the server drew is hydrated, in an effect that runs after those of the page's components (React may
 * hydrate the page after the frame around it: were it marked live before, each of them would be drawn again at once).
 */
export const markLive = () => {
  // The first time, a user-timing mark says when the page came alive: the start-up the speed gate measures ends there.
  if (!live) globalThis.performance?.mark?.(LIVE_MARK);
  live = true;
};

/**
 * False while a page is its server's drawing (shown before the page's code runs) and on the render that hydrates it; true from then on. A form whose values must not go anywhere but its
 * own handler (a number, an account's digits) keeps its submit button disabled until then: a browser would
 * otherwise send the form itself, its values in the address.
 *
 * What the hydration drew is drawn again in a transition, which React does in slices between which the page answers
 * input: an external store's change (React's own way to tell the server's render from the browser's) would be drawn
 * again at once, in one task as long as the page (on a slow phone, a few hundred ms after the hydration).
 */
export function useHydrated(): boolean {
  // While hydrating React takes the server's answer (false); a component mounted once the page is live is at once.
  const mountedLive = useSyncExternalStore(never, isLive, () => false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!mountedLive) startTransition(() => setLate(true));
  }, [mountedLive]);
  return mountedLive || late;
}

/**
 * What only the browser draws, once the page is hydrated: the server and the hydration draw `fallback` in its place
 * (nothing by default), so the server's drawing and the browser's first render agree.
 */
export function AfterHydration({
  children,
  fallback = null,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}

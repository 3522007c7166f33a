import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * False while a page is its server's drawing (shown before the page's code runs) and on the render that hydrates it; true from then on. A form whose values must not go anywhere but its
 * own handler (a number, an account's digits) keeps its submit button disabled until then: a browser would
 * otherwise send the form itself, its values in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

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

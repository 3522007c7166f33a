import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';

/** Goes to a page of the store by its path under the sales base, with a query when given. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (path: string, search?: Record<string, string>) => void navigate({ to: path as never, search: search as never }),
    [navigate],
  );
}

/**
 * Sends the customer to `target` once, when the page opens (its code runs), when there is one: a journey's guard
 * for a step that may not be opened yet. Where the state was when the page opened decides; later changes do not.
 */
export function useRedirectOnOpen(target: string | undefined): void {
  const go = useGo();
  useEffect(() => {
    if (target) go(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the page opens
  }, []);
}

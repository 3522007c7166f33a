import { CartLockedError } from '@carrier/cart-lock';
import type { Cart } from '@carrier/service-contracts';
import { useState } from 'react';
import { useStorefront } from '@carrier/storefront/kit';

/**
 * A change to the cart from a shopping page: which change is running, and the message of the last failure.
 * A locked cart is shown by the lock overlay or page (spec 4.4); any other failure is reported as a service
 * error and said on the page.
 */
export function useCartChange() {
  const { errors } = useStorefront();
  const [busy, setBusy] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  /** Runs a change; resolves with the cart it left, or undefined when it failed. */
  const run = async (key: string, change: () => Promise<Cart>, failed: string): Promise<Cart | undefined> => {
    setBusy(key);
    setProblem(undefined);
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof CartLockedError)) {
        errors.handleServiceError(error);
        setProblem(failed);
      }
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy, problem, setProblem };
}

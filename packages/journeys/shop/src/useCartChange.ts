import { CartLockedError } from '@carrier/cart-lock';
import type { Cart } from '@carrier/service-contracts';
import { useState } from 'react';
import { serviceErrorId, useStorefront } from '@carrier/storefront/kit';

/**
 * A change to the cart from a shopping page: which change is running, and the message of the last failure.
 * A locked cart is shown by the lock overlay or page (spec 4.4); any other failure is reported as a service
 * error and said on the page.
 */
export function useCartChange() {
  const { errors } = useStorefront();
  const [busy, setBusy] = useState<string | undefined>();
  const [problem, setProblemText] = useState<string | undefined>();
  // The failure itself: the service's answer may say what is wrong and where to learn more (spec 3.6).
  const [problemError, setProblemError] = useState<unknown>();
  const setProblem = (text: string | undefined, error?: unknown) => {
    setProblemText(text);
    setProblemError(error);
  };
  /**
   * Runs a change; resolves with the cart it left, or undefined when it failed. `failed` is what the page says of a
   * failure: the same words for any, or words chosen by the service's error id (`LINE_NOT_ELIGIBLE`).
   */
  const run = async (
    key: string,
    change: () => Promise<Cart>,
    failed: string | ((serviceErrorId: string | undefined) => string),
  ): Promise<Cart | undefined> => {
    setBusy(key);
    setProblem(undefined);
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof CartLockedError)) {
        errors.handleServiceError(error);
        setProblem(typeof failed === 'string' ? failed : failed(serviceErrorId(error)), error);
      }
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy, problem, problemError, setProblem };
}

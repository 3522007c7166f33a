import { isHttpError, type HttpClient } from '@carrier/http-client';
import { createValue, type Atoms, type Value } from '@carrier/store';
import { aroundRequests } from './pending-calls.js';

/**
 * The calls that change the cart (its adds and saves), after which the page changes or the customer moves on: the
 * store's loader covers the page while one is under way, and is hidden 500 ms after its answer (spec 7.2), once what
 * follows has drawn.
 */
export const LOADER_CALLS = [
  'cartservice/cart/add-device',
  'cartservice/cart/add-accessories',
  'cartservice/cart/save-cart',
] as const;

/** The store's page loader (the design system's `Loader`), driven by the calls of {@link LOADER_CALLS}. */
export interface PageLoader {
  /** Whether the loader covers the page. */
  readonly visible: Value<boolean>;
  /** The client, showing the loader while one of the listed calls is under way. */
  readonly during: (client: HttpClient) => HttpClient;
  /**
   * Hides the loader unless another listed call is under way: the carrier client's `hideLoader`, which it calls 500 ms
   * after a listed call answered (spec 7.2).
   */
  readonly hide: () => void;
  /** Hides the loader now: a page restored from the back-forward cache starts without it (spec 2.7). */
  readonly reset: () => void;
}

const listed = (path: string) => LOADER_CALLS.some((call) => path.includes(call));

export function createPageLoader(atoms: Atoms): PageLoader {
  const visible = createValue(false, atoms);
  let underWay = 0;
  const hide = () => {
    if (underWay === 0) visible.set(false);
  };
  return {
    visible,
    hide,
    reset: () => {
      underWay = 0;
      visible.set(false);
    },
    during: (client) =>
      aroundRequests(client, async (path, run) => {
        if (!listed(path)) return run();
        underWay += 1;
        visible.set(true);
        let answered = false;
        try {
          const value = await run();
          answered = true;
          return value;
        } catch (error) {
          // A refusal came with an answer: the client hides the loader 500 ms after it, as after any answer.
          answered = isHttpError(error) && error.status > 0;
          throw error;
        } finally {
          underWay = Math.max(0, underWay - 1);
          // No answer came (the network, a time-out, services stopped): nothing else will hide the loader.
          if (!answered) hide();
        }
      }),
  };
}

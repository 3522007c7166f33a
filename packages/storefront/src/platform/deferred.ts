import { loadOnce } from './load-once.js';

/**
 * A part of the store's world whose code is a chunk of its own (`load`), fetched as the store starts: `run` calls it
 * at once once it has come, and until then keeps the call, in order, for when it has; a load that failed is tried
 * again by the next call (`ready` too), and what was waiting is still there for it.
 */
export function deferred<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let waiting: ((value: T) => void)[] = [];
  const ready = loadOnce(() =>
    load().then((value) => {
      loaded = value;
      const calls = waiting;
      waiting = [];
      for (const call of calls) call(value);
      return value;
    }),
  );
  return {
    /** Loads the code, once (again after a failed load). */
    ready,
    /** The part, once its code has come. */
    current: (): T | undefined => loaded,
    /** Calls `call` with the part now, or once its code has come. */
    run(call: (value: T) => void): void {
      if (loaded !== undefined) return call(loaded);
      waiting.push(call);
      void ready().catch(() => undefined);
    },
  };
}

/** Calls `onIdle` once after `delayMs` without a `touch()`; every touch starts the wait again. */
export function createInactivityTimer({
  delayMs,
  onIdle,
  timers = globalThis,
}: {
  readonly delayMs: number;
  readonly onIdle: () => void;
  readonly timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
}): { touch(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const arm = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      done = true;
      onIdle();
    }, delayMs);
  };
  arm();
  return {
    touch: () => {
      if (!done) arm();
    },
    stop: () => {
      done = true;
      if (timer !== undefined) timers.clearTimeout(timer);
    },
  };
}

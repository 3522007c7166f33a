/** A set of listeners to one kind of value: what every store and event source of the carrier packages is built on. */
export interface Listeners<T> {
  /** Calls every listener with `value`, in the order they subscribed. */
  emit(value: T): void;
  /** Adds a listener; returns what removes it (calling it twice is harmless). */
  subscribe(listener: (value: T) => void): () => void;
  /** Removes every listener. */
  clear(): void;
  /** How many listeners there are. */
  readonly size: number;
}

/**
 * A listener set. A listener added while others are being called is called too; one removed meanwhile is not.
 * @example const changes = createListeners<number>(); const stop = changes.subscribe(console.log); changes.emit(1); stop();
 */
export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value) {
      for (const listener of listeners) listener(value);
    },
    subscribe(listener) {
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    clear: () => listeners.clear(),
    get size() {
      return listeners.size;
    },
  };
}

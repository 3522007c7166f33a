/**
 * Loads something on first use and keeps it; a failed load is forgotten, so the next use tries again
 * (a lazy chunk that did not arrive, a network blip).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

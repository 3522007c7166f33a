import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A part of a page whose code comes after the page's (`lazyPart`), and the way to load it ahead. */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the part's code; once loaded, the part draws at once, with no loading boundary shown. */
  readonly preload: () => Promise<unknown>;
};

/**
 * A part of a page whose code comes after the page's (below the fold, or rarely shown), as `React.lazy` makes it, but
 * that can be loaded ahead (`preload`) and then draws at once. A page module lists its parts in its `parts` export:
 * for a page the server drew, they are loaded with the page's code before it is hydrated, so the server's drawing of
 * them is hydrated as it is instead of drawn again.
 * @example const Reviews = lazyPart(() => import('./Reviews.js').then((m) => m.Reviews));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const part = lazy(() =>
    // Loaded already: answered at once (a thenable that calls back as it is asked), so React does not wait a turn.
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : preload().then((component) => ({ default: component })),
  );
  return Object.assign(part, { preload });
}

/** The parts a page module lists (`export const parts = [Reviews]`), loaded ahead; none when it lists none. */
export function preloadParts(module: Readonly<Record<string, unknown>>): Promise<unknown> {
  const parts = module['parts'];
  if (!Array.isArray(parts)) return Promise.resolve();
  return Promise.all(
    parts.map((part: unknown) =>
      typeof (part as Partial<LazyPart<object>>).preload === 'function'
        ? (part as LazyPart<object>).preload()
        : undefined,
    ),
  );
}

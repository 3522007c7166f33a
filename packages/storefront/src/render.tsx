import { BrandTheme, EarlyInputContext, earlyInputOf, type EarlyInput } from '@carrier/design-system';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontProvider, type StorefrontDeps } from './context.js';
import { stringsFor } from './i18n/index.js';
import { brandOf } from './site.js';
import { createStoreRouter } from './router.js';
import { AppErrorBoundary } from './shell/AppErrorBoundary.js';
import { replayShellClicks } from './shell/early-clicks.js';

type StoreRouter = ReturnType<typeof createStoreRouter>;

/**
 * The whole store around its router: the error boundary that logs a render failure and says 'Something went
 * wrong.' (spec 8.3), the store's world, the theme of the brand its sales base is (`brandOf`). The browser and the page shells draw this same tree.
 */
export function StorefrontApp({
  deps,
  router,
  early,
}: {
  readonly deps: StorefrontDeps;
  readonly router: StoreRouter;
  /** What was typed into the page's shell, for the fields drawn over it. */
  readonly early?: EarlyInput | undefined;
}) {
  return (
    <AppErrorBoundary
      onError={(error) => deps.errors.report(error, 'component')}
      message={ERROR_TEXTS[deps.site.language].renderFailure}
      retryLabel={stringsFor(deps.site.language).retry}
    >
      <StorefrontProvider deps={deps}>
        <BrandTheme brand={brandOf(deps.site.base)} language={deps.site.language}>
          <EarlyInputContext value={early}>
            <RouterProvider router={router} />
          </EarlyInputContext>
        </BrandTheme>
      </StorefrontProvider>
    </AppErrorBoundary>
  );
}

/** Resolves in a later task, so the page can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the store into `element`: its pages under the site's sales base, in the brand's theme. When the
 * element already shows the page's shell (sent with the HTML, see `prerender.tsx`), the store first loads the
 * page's code, so the shell stays up until the store can draw the page in its place.
 *
 * The start is done in steps, each its own task (the store's world, then its router, then the first drawing),
 * so that on a slow phone no step keeps the page from answering for long; pass the world as a function for
 * it to be made in its own step. Resolves once the first drawing is asked for.
 * @example void renderStorefront(document.getElementById('root')!, () => createBrowserStorefront(DOTCOM));
 */
export async function renderStorefront(
  element: HTMLElement,
  world: StorefrontDeps | (() => StorefrontDeps),
): Promise<void> {
  const overShell = element.hasChildNodes();
  // A button of the shell tapped before the store has drawn is tapped again on the store's own.
  if (overShell) replayShellClicks(element, { setTimeout: (run, ms) => setTimeout(run, ms), now: () => Date.now() });
  await nextTask();
  const deps = typeof world === 'function' ? world() : world;
  await nextTask();
  const router = createStoreRouter({
    basepath: deps.site.base,
    journeys: deps.journeys,
    journeyDeps: deps.journeyDeps,
  });
  const root = createRoot(element);
  const app = (early?: EarlyInput) => (
    <StrictMode>
      <StorefrontApp deps={deps} router={router} early={early} />
    </StrictMode>
  );
  if (!overShell) {
    root.render(app());
    return;
  }
  // Over a shell, the page is already on screen: the store draws in slices that leave room for input.
  // A page that failed to load is drawn all the same: the router shows its error page. What the customer typed
  // into the shell meanwhile is read just before the store draws over it, and handed to the same fields.
  await router.load().catch(() => undefined);
  startTransition(() => root.render(app(earlyInputOf(element))));
}

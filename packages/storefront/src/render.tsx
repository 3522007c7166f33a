import { BrandTheme } from '@carrier/design-system';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StorefrontProvider, type StorefrontDeps } from './context.js';
import { stringsFor } from './i18n/index.js';
import { brandOf } from './site.js';
import { PageShownContext, createStoreRouter } from './router.js';
import { AppErrorBoundary } from './shell/AppErrorBoundary.js';
import { keepEarlyTaps } from './shell/early-clicks.js';
import { markLive } from './hydrated.js';
import { PAGE_READS_ID, browserReads } from './reads.js';
import { drawnForCookies } from './drawn-for.js';

type StoreRouter = ReturnType<typeof createStoreRouter>;

/**
 * The whole store around its router: the error boundary that logs a render failure and says 'Something went
 * wrong.' (spec 8.3), the store's world, the theme of the brand its sales base is (`brandOf`). The browser and the store server draw this same tree.
 */
export function StorefrontApp({
  deps,
  router,
  onPageShown,
}: {
  readonly deps: StorefrontDeps;
  readonly router: StoreRouter;
  /** Called each time a page is in place: hydrated, for the page the server drew. */
  readonly onPageShown?: (() => void) | undefined;
}) {
  return (
    <AppErrorBoundary
      onError={(error) => deps.errors.report(error, 'component')}
      message={ERROR_TEXTS[deps.site.language].renderFailure}
      retryLabel={stringsFor(deps.site.language).retry}
    >
      <StorefrontProvider deps={deps}>
        <BrandTheme brand={brandOf(deps.site.base)} language={deps.site.language}>
          <PageShownContext value={onPageShown}>
            <RouterProvider router={router} />
          </PageShownContext>
        </BrandTheme>
      </StorefrontProvider>
    </AppErrorBoundary>
  );
}

/** Resolves in a later task, so the page can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether the server drew the page for the cookies the visitor has now (`data-drawn-for`, see `drawnForCookies`). They
 * can have changed since it was drawn: the answer to a form sent before the page's code ran (its phone added to the
 * cart, the shopping intent used up) or another tab. Hydrating that drawing would find another page than the one the
 * browser draws; it is drawn afresh instead. A drawing without the fingerprint is hydrated.
 */
function drawnForThisVisitor(element: HTMLElement): boolean {
  const drawnFor = element.dataset['drawnFor'];
  return drawnFor === undefined || drawnFor === drawnForCookies(element.ownerDocument.cookie);
}

/** How a hydration that found another page than the server's drawing is told apart from other recoverable errors. */
export const HYDRATION_MISMATCH = 'hydration-mismatch';

/**
 * Renders the store into `element`: its pages under the site's sales base, in the brand's theme. When the element
 * already holds the page drawn by the store server (`renderStorePage`), the store loads the page's code as the server
 * did, takes the data the server read for it (the page's reads element), then hydrates the drawing (`hydrateRoot`): the same nodes stay on screen and come alive, and what
 * was typed into them meanwhile stays where it is (the fields read it as they mount, `useEarlyInput`).
 *
 * The start is done in steps, each its own task (the store's world, then its router, then the hydration), so that
 * on a slow phone no step keeps the page from answering for long; pass the world as a function for it to be made in
 * its own step. Resolves with React's root once the first drawing is asked for (`unmount()` takes the store away).
 * @example void renderStorefront(document.getElementById('root')!, () => createBrowserStorefront(DOTCOM));
 */
export async function renderStorefront(
  element: HTMLElement,
  world: StorefrontDeps | (() => StorefrontDeps),
): Promise<Root> {
  const drawn = element.hasChildNodes();
  // A button tapped while the page's code loads is tapped again once the page is hydrated.
  const taps = drawn
    ? keepEarlyTaps(element, { setTimeout: (run, ms) => setTimeout(run, ms), now: () => Date.now() })
    : undefined;
  await nextTask();
  const made = typeof world === 'function' ? world() : world;
  // What the server read for the page it drew is taken as the page hydrates; a later page reads for itself.
  const reads = drawn ? browserReads(element.ownerDocument.getElementById(PAGE_READS_ID)?.textContent) : undefined;
  const deps = reads ? { ...made, reads } : made;
  await nextTask();
  // The page the server drew comes with what it read (its first reads are not asked for again), and its parts' code is
  // loaded with its own, so that all of it is hydrated as the server drew it.
  let hydrating = drawn;
  const router = createStoreRouter({
    basepath: deps.site.base,
    journeys: deps.journeys,
    journeyDeps: deps.journeyDeps,
    drawnOnServer: () => hydrating,
  });
  const app = (
    <StrictMode>
      <StorefrontApp deps={deps} router={router} onPageShown={taps?.replay} />
    </StrictMode>
  );
  const drawAfresh = () => {
    markLive();
    const root = createRoot(element);
    root.render(app);
    return root;
  };
  if (!taps) return drawAfresh();
  // The router is made in a task of its own, and the page's code asked for in the next.
  await nextTask();
  // The page's code is loaded before hydrating, so the first render is the server's. When it failed to load (the
  // network, or a customer who leaves while it comes), the router's first render is its error page, not the server's
  // drawing: that is drawn afresh in the browser instead of hydrated.
  const loaded = await router.load().then(
    () => !router.state.matches.some((match) => match.status === 'error'),
    () => false,
  );
  hydrating = false;
  // They are for the page drawn (its parts whose code comes later too), and forgotten once the customer goes to another
  // page (the page's own query, written the store's way as it hydrates, is the same page).
  if (reads) {
    const moved = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (!pathChanged) return;
      reads.forget();
      moved();
    });
  }
  // The router draws a page it hydrates as it drew it on the server (no loading boundary around its matches).
  router.ssr = { manifest: undefined };
  // From here React listens, and replays what is tapped while it hydrates.
  taps.stop();
  if (!loaded || !drawnForThisVisitor(element)) return drawAfresh();
  // Hydrated in one task: a tap that lands between the slices of a hydration done as a transition is dropped when React
  // cannot finish the hydration at once (a part whose code or data it waits for), where before `hydrateRoot` it is
  // kept and given again once the page is in place (`keepEarlyTaps`).
  return hydrateRoot(element, app, {
    // A drawing that differs from the browser's first render is drawn again by React; it is reported, for it
    // costs the customer the server's work (and is a bug to fix).
    onRecoverableError: (error, info) => {
      const cause = error instanceof Error ? error : new Error(String(error));
      // Said with the parts where it differed, innermost first (their names and places in the built code, which its
      // source maps read back): the error's own stack is React's.
      console.error(HYDRATION_MISMATCH, `${cause.message}\nin${info.componentStack ?? ' (no component stack)'}`);
      deps.errors.report(cause, 'component');
    },
  });
}

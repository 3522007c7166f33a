import { BrandTheme } from '@carrier/design-system';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontProvider, type StorefrontDeps } from './context.js';
import { stringsFor } from './i18n/index.js';
import { createStorefrontRouter } from './router.js';
import { AppErrorBoundary } from './shell/AppErrorBoundary.js';

/**
 * Renders the store into `element`: its pages under the site's sales base, in the brand's theme, inside the
 * error boundary that logs a render failure and says 'Something went wrong.' (spec 8.3).
 * @example renderStorefront(document.getElementById('root')!, createBrowserStorefront(DOTCOM));
 */
export function renderStorefront(
  element: HTMLElement,
  deps: StorefrontDeps,
  brand: 'wireless' | 'prepaid' = 'wireless',
): void {
  const router = createStorefrontRouter({ basepath: deps.site.base });
  createRoot(element).render(
    <StrictMode>
      <AppErrorBoundary
        onError={(error) => deps.errors.report(error, 'component')}
        message={ERROR_TEXTS[deps.site.language].renderFailure}
        retryLabel={stringsFor(deps.site.language).retry}
      >
        {/* The pages' jotai atoms live in jotai's default store: one app, one store, and jotai loads with the
            pages that use it rather than with the first visit. */}
        <StorefrontProvider deps={deps}>
          <BrandTheme brand={brand} language={deps.site.language}>
            <RouterProvider router={router} />
          </BrandTheme>
        </StorefrontProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

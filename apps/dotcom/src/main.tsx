import { BrandTheme } from '@carrier/design-system';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import {
  AppErrorBoundary,
  StorefrontProvider,
  createBrowserStorefront,
  createStorefrontRouter,
  stringsFor,
} from '@carrier/storefront';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DOTCOM } from './config.js';

const deps = createBrowserStorefront(DOTCOM);
const router = createStorefrontRouter({ basepath: deps.site.base });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppErrorBoundary
      onError={(error) => deps.errors.report(error, 'component')}
      message={ERROR_TEXTS[deps.site.language].renderFailure}
      retryLabel={stringsFor(deps.site.language).retry}
    >
      <JotaiProvider store={createStore()}>
        <StorefrontProvider deps={deps}>
          <BrandTheme brand="wireless" language={deps.site.language}>
            <RouterProvider router={router} />
          </BrandTheme>
        </StorefrontProvider>
      </JotaiProvider>
    </AppErrorBoundary>
  </StrictMode>,
);

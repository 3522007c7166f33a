import { BrandTheme } from '@carrier/design-system';
import { StorefrontProvider, createBrowserStorefront, createStorefrontRouter } from '@carrier/storefront';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DOTCOM_BASES } from './config.js';

const deps = createBrowserStorefront(DOTCOM_BASES);
const router = createStorefrontRouter({ basepath: deps.site.base });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <JotaiProvider store={createStore()}>
      <StorefrontProvider deps={deps}>
        <BrandTheme brand="wireless">
          <RouterProvider router={router} />
        </BrandTheme>
      </StorefrontProvider>
    </JotaiProvider>
  </StrictMode>,
);

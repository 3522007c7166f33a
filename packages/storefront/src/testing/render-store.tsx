import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { createStoreRouter } from '../router.js';

/** Renders the store's pages at the history's page with `deps` (fresh for each test: journeys keep their state in it). */
export function renderStore(deps: StorefrontDeps, history: RouterHistory, basepath = '/sales/digital') {
  const router = createStoreRouter({ basepath, history, journeys: deps.journeys });
  render(
    <StorefrontProvider deps={deps}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
  return router;
}

import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { createStoreRouter } from '../router.js';

/** Renders the store's pages at the history's page with `deps`, each test with a fresh jotai store. */
export function renderStore(deps: StorefrontDeps, history: RouterHistory, basepath = '/sales/digital') {
  const router = createStoreRouter({ basepath, history, journeys: deps.journeys });
  render(
    <Provider store={createStore()}>
      <StorefrontProvider deps={deps}>
        <RouterProvider router={router} />
      </StorefrontProvider>
    </Provider>,
  );
  return router;
}

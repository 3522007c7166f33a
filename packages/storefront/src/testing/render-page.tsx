import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { PageNameContext } from '../page-name.js';

/** Draws one page (or part of one) with the store's world and its page name, without the router. */
export function renderPage(ui: ReactNode, deps: StorefrontDeps, pageName = 'cart') {
  return render(
    <StorefrontProvider deps={deps}>
      <PageNameContext value={pageName}>{ui}</PageNameContext>
    </StorefrontProvider>,
  );
}

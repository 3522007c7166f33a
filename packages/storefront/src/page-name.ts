import { useMatches } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import type { PageTraits } from './journey.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page name of spec 2.2 (e.g. `protection`): analytics and the app's bridge key on it. */
    pageName?: string;
    /** The journey the page belongs to (its manifest's key) and the module its component is in. */
    flow?: PageFlow;
    /** The page's traits, from its manifest row: its chrome, what it is to the app, whether it asks for private data. */
    traits?: PageTraits;
  }
}

/** Where a page's code is: its journey and its module there. */
export interface PageFlow {
  readonly journey: string;
  readonly module: string;
}

/** The page name of the page being drawn, as its journey's manifest declares it. */
export const PageNameContext = createContext<string | undefined>(undefined);

/**
 * The page name (spec 2.2) of the page this component is drawn in, from its manifest: one page, one name, so a
 * page module drawn at two paths reports each path's own. A test drawing a page by itself provides
 * `PageNameContext`.
 */
export function usePageName(): string {
  const name = useContext(PageNameContext);
  if (name === undefined) throw new Error('usePageName must be used in a page of the store (or a PageNameContext).');
  return name;
}

/** The traits of the page being drawn, from its manifest row; none for a page a test draws by itself. */
export const PageTraitsContext = createContext<PageTraits>({});

/** The traits of the page this component is drawn in, as its manifest row declares them (`express`, `chrome`, …). */
export const usePageTraits = (): PageTraits => useContext(PageTraitsContext);

/** The current route's page name, flow and traits, for the frame around the page. */
export function useRouteStaticData(): {
  readonly pageName: string | undefined;
  readonly flow: PageFlow | undefined;
  readonly traits: PageTraits;
} {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.staticData;
    if (data?.pageName) return { pageName: data.pageName, flow: data.flow, traits: data.traits ?? {} };
  }
  return { pageName: undefined, flow: undefined, traits: {} };
}

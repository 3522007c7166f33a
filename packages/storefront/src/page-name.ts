import { useMatches } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import type { PageChrome } from './journey.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page name of spec 2.2 (e.g. `protection`): the shell's rules and analytics key on it. */
    pageName?: string;
    /** The chrome the page's manifest asks for. */
    chrome?: PageChrome;
    /** The journey the page belongs to (its manifest's key) and the module its component is in. */
    flow?: PageFlow;
    /** The page asks for private data: the chat is hidden on it. */
    privateData?: boolean;
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

/** The current route's page name, chrome, flow and privacy, for the frame around the page. */
export function useRouteStaticData(): {
  readonly pageName: string | undefined;
  readonly chrome: PageChrome | undefined;
  readonly flow: PageFlow | undefined;
  readonly privateData: boolean;
} {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.staticData;
    if (data?.pageName)
      return { pageName: data.pageName, chrome: data.chrome, flow: data.flow, privateData: data.privateData === true };
  }
  return { pageName: undefined, chrome: undefined, flow: undefined, privateData: false };
}

import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page name of spec 2.2 (e.g. `protection`): the shell's rules and analytics key on it. */
    pageName?: string;
  }
}

/** The page name (spec 2.2) the current route declares: one page, one name, from where the route is declared. */
export function usePageName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = matches[i]?.staticData.pageName;
    if (name) return name;
  }
  return undefined;
}

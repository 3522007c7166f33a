import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import type { PageAnalytics } from './analytics.js';
import type { FnfSession } from './fnf/session.js';
import { stringsFor, type Strings } from './i18n/index.js';
import type { ErrorReporting } from './platform/errors.js';
import type { FnfServices } from './services.js';
import type { Site } from './site.js';

/** What the store's pages get from the app that hosts them: the world, injected. */
export interface StorefrontDeps {
  readonly site: Site;
  readonly services: FnfServices;
  readonly session: FnfSession;
  readonly analytics: PageAnalytics;
  /** Error reporting and the actions of spec 8.4. */
  readonly errors: ErrorReporting;
  /** Leaves the page for another URL. */
  readonly navigate: (url: string) => void;
  readonly now: () => number;
  /** The current page URL, for links to the same page on the other language's site. */
  readonly currentHref: () => string;
  /** What pages change of the document around them: its title and language. */
  readonly page: PageDocument;
}

/** The parts of the document a page may change. */
export interface PageDocument {
  setTitle(title: string): void;
  setLanguage(language: string): void;
}

interface StorefrontValue extends StorefrontDeps {
  readonly strings: Strings;
  /** The customer-facing error texts of spec 8.3 in the site's language. */
  readonly errorTexts: (typeof ERROR_TEXTS)['en' | 'es'];
}

const StorefrontContext = createContext<StorefrontValue | null>(null);

/** Provides the injected world to the store's pages. */
export function StorefrontProvider({
  deps,
  children,
}: {
  readonly deps: StorefrontDeps;
  readonly children: ReactNode;
}) {
  const value: StorefrontValue = {
    ...deps,
    strings: stringsFor(deps.site.language),
    errorTexts: ERROR_TEXTS[deps.site.language],
  };
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

/** The injected world of the store's pages. */
export function useStorefront(): StorefrontValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used inside <StorefrontProvider>.');
  return value;
}

/** Sets the document title of a page. */
export function usePageTitle(title: string): void {
  const { page } = useStorefront();
  useEffect(() => page.setTitle(title), [page, title]);
}

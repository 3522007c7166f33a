import { navigationTabIndex, type AppProperties, type NavLeading, type NavPattern } from '@carrier/native-bridge';
import type { AppNav, PageTraits } from '../journey.js';

// Which navigation-bar pattern (spec 2.8) each page of the store asks the app for, from what its manifest row says it
// is to the app (`appNav`). The app may draw an older pattern when its version is below the pattern's minimum
// (navLayout of @carrier/native-bridge).

/** Each kind's pattern: for a signed-in customer, and for anyone else. */
const PATTERNS: Readonly<Record<AppNav, { readonly loggedIn: NavPattern; readonly visitor: NavPattern }>> = {
  home: { loggedIn: 'A', visitor: 'B' },
  browse: { loggedIn: 'C', visitor: 'B1' },
  flow: { loggedIn: 'E', visitor: 'E' },
  cart: { loggedIn: 'F', visitor: 'F' },
  error: { loggedIn: 'G', visitor: 'G' },
  promo: { loggedIn: 'D2', visitor: 'B2' },
};

/**
 * The pattern a page asks for: the shop's home with the logo (A for customers, B with sign in for prospects),
 * browsing pages with back (C, or B1 with sign in), flows with close (E), the cart and favorites without the
 * app's own icons (F), the error page as a sheet (G), the Friends and Family promotion (D2, or B2 with sign in), and
 * back with no tab bar elsewhere (D1).
 */
export function pagePattern(traits: PageTraits, loggedIn: boolean): NavPattern {
  const kind = traits.appNav;
  if (!kind) return 'D1';
  return loggedIn ? PATTERNS[kind].loggedIn : PATTERNS[kind].visitor;
}

/** The web view's own words, in English and Spanish. */
export const WEB_VIEW_TEXTS = {
  en: { chat: 'Chat with us' },
  es: { chat: 'Chatee con nosotros' },
} as const;

/** The navigation title's tab: the app's own tabIndex, else 1 for vzt and vzp and 2 otherwise (spec 2.8). */
export const titleTabIndex = (properties: AppProperties): number =>
  properties.tabIndex ?? navigationTabIndex(properties.lob);

/** What a page's query asks of the app's navigation bar and tab bar (spec 2.6), on top of the page's pattern. */
export interface QueryNav {
  /** `showBackButton=true` asks for the back button, `false` for none (the logo instead). */
  readonly leading?: NavLeading;
  /** `navState=hideTabBar` hides the tab bar; `navState=showTabBar` shows it where the app allows. */
  readonly tabBar?: boolean;
  /** `isShopFlow=true`: the page is a step of a shop flow, so closing it asks first (spec 2.8). */
  readonly shopFlow?: true;
}

/** Reads the navigation parameters of a page's query; any other value is ignored. */
export function queryNav(search: string): QueryNav {
  const query = new URLSearchParams(search);
  const back = query.get('showBackButton');
  const nav = query.get('navState');
  return {
    ...(back === 'true' ? { leading: 'back' as const } : back === 'false' ? { leading: 'logo' as const } : {}),
    ...(nav === 'hideTabBar' ? { tabBar: false } : nav === 'showTabBar' ? { tabBar: true } : {}),
    ...(query.get('isShopFlow') === 'true' ? { shopFlow: true as const } : {}),
  };
}

import { navigationTabIndex, type AppProperties, type NavLeading, type NavPattern } from '@carrier/native-bridge';
import { FOCUSED_PAGES } from '../shell/rules.js';

// Which navigation-bar pattern (spec 2.8) each page of the store asks the app for. The app may draw an older
// pattern when its version is below the pattern's minimum (navLayout of @carrier/native-bridge).

/** Pages a customer browses from the shop's home: back, with the tab bar. */
const BROWSE_PAGES = [
  'smartphones',
  'productDetail',
  'accessoriesLanding',
  'accessoryDetail',
  'plans',
  'plans/recommendation',
  'plans/selector',
  'plans/recommended',
];

/** Steps of adding a line, and the checkout: leaving them loses progress, so closing asks first. */
export const FLOW_PAGES: readonly string[] = ['accessoryInterstitial', 'protection', 'protectionNew', ...FOCUSED_PAGES];

/** The cart and favorites themselves: the app's own wishlist and cart icons would only point back here. */
const CART_PAGES = ['favorites', 'cart', 'expresscart', 'emptycart', 'expresshub', 'expresshubv2'];

/**
 * The pattern a page asks for: the shop's home with the logo (A for customers, B with sign in for prospects),
 * browsing pages with back (C, or B1 with sign in), flows with close (E), the cart and favorites without the
 * app's own icons (F), the error page as a sheet (G), and back with no tab bar elsewhere.
 */
export function pagePattern(pageName: string | undefined, loggedIn: boolean): NavPattern {
  if (pageName === 'shopLanding') return loggedIn ? 'A' : 'B';
  if (pageName !== undefined && BROWSE_PAGES.includes(pageName)) return loggedIn ? 'C' : 'B1';
  if (pageName !== undefined && FLOW_PAGES.includes(pageName)) return 'E';
  if (pageName !== undefined && CART_PAGES.includes(pageName)) return 'F';
  if (pageName === 'genericError') return 'G';
  if (pageName === 'applyFriendsAndFamilyPromotion') return loggedIn ? 'D2' : 'B2';
  return 'D1';
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

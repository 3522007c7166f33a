import { navigationTabIndex, type AppProperties, type NavPattern } from '@carrier/native-bridge';
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
const CART_PAGES = ['favorites', 'cart', 'expresscart', 'emptycart', 'expresshub'];

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

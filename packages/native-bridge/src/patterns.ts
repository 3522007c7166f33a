import type { LineOfBusiness } from './properties.js';
import { isAtLeast } from './version.js';

/** The app's navigation-bar patterns (spec 2.8). */
export const NAV_PATTERNS = ['A', 'B', 'B1', 'B2', 'C', 'D1', 'D2', 'E', 'F', 'G'] as const;
export type NavPattern = (typeof NAV_PATTERNS)[number];

/** What sits at the start of the app's bar: the carrier's logo, a back arrow or a close cross. */
export type NavLeading = 'logo' | 'back' | 'close';

/** The chrome the app draws for a pattern. */
export interface NavChrome {
  readonly leading: NavLeading;
  readonly alerts: boolean;
  readonly settings: boolean;
  readonly stores: boolean;
  readonly signIn: boolean;
  /** The app's tab bar under the page. */
  readonly tabBar: boolean;
}

const chrome = (leading: NavLeading, actions: string, tabBar: boolean): NavChrome => ({
  leading,
  alerts: actions.includes('alerts'),
  settings: actions.includes('settings'),
  stores: actions.includes('stores'),
  signIn: actions.includes('signIn'),
  tabBar,
});

/**
 * Each pattern's chrome. A and B are the shop's home for customers and prospects; B1, B2, C, D1 and D2 are
 * pages reached from it (with or without the tab bar); E is a flow that asks before it is left; F is a page of
 * the cart or favorites themselves; G is a sheet over the app.
 */
export const NAV_PATTERN_CHROME: Readonly<Record<NavPattern, NavChrome>> = {
  A: chrome('logo', 'alerts settings', true),
  B: chrome('logo', 'stores signIn', true),
  B1: chrome('back', 'stores signIn', true),
  B2: chrome('back', 'signIn', false),
  C: chrome('back', 'alerts', true),
  D1: chrome('back', '', true),
  D2: chrome('back', '', false),
  E: chrome('close', '', false),
  F: chrome('back', '', true),
  G: chrome('close', '', false),
};

/**
 * The oldest app release that draws each pattern; patterns not listed every app draws. An older app gets the
 * pattern's fallback instead (configurable: a carrier sets these as its apps ship).
 */
export const DEFAULT_PATTERN_MIN_VERSIONS: Readonly<Partial<Record<NavPattern, string>>> = {
  B1: '10.0',
  B2: '10.0',
  D1: '11.0',
  D2: '11.0',
  F: '9.0',
  G: '12.1',
};

/** What an older app draws instead of a pattern it does not know; the chain ends at a pattern every app draws. */
export const PATTERN_FALLBACKS: Readonly<Partial<Record<NavPattern, NavPattern>>> = {
  B1: 'B',
  B2: 'B1',
  D1: 'C',
  D2: 'D1',
  F: 'C',
  G: 'E',
};

/** The app version from which the app can hide its wishlist and cart icons, and the patterns that hide them (spec 2.8, 9). */
export const DEFAULT_HIDE_WISHLIST_AND_CART = { supportVersion: '9.0', patterns: ['F'] as readonly NavPattern[] };

export interface NavConfig {
  readonly minVersions?: Readonly<Partial<Record<NavPattern, string>>>;
  readonly hideWishlistAndCart?: { readonly supportVersion: string; readonly patterns: readonly NavPattern[] };
}

export interface NavLayout extends NavChrome {
  /** The pattern the app is asked to draw: the one requested, or the fallback its version draws. */
  readonly pattern: NavPattern;
  /** The app hides its own wishlist and cart icons on this page. */
  readonly hideWishlistAndCart: boolean;
}

/**
 * The layout for a page that asks for `requested`, on an app of `appVersion`: the pattern itself when the
 * app is at least its minimum version, else its fallbacks in turn (spec 2.8). Without a version the app is
 * taken as the oldest.
 * @example navLayout('D2', '10.4').pattern // 'C' (D2 and D1 need 11.0)
 */
export function navLayout(requested: NavPattern, appVersion: string | undefined, config: NavConfig = {}): NavLayout {
  const minVersions = config.minVersions ?? DEFAULT_PATTERN_MIN_VERSIONS;
  const hide = config.hideWishlistAndCart ?? DEFAULT_HIDE_WISHLIST_AND_CART;
  const version = appVersion ?? '0';
  let pattern = requested;
  for (let seen = 0; seen < NAV_PATTERNS.length; seen++) {
    const minimum = minVersions[pattern];
    const fallback = PATTERN_FALLBACKS[pattern];
    if (minimum === undefined || isAtLeast(version, minimum) || fallback === undefined) break;
    pattern = fallback;
  }
  return {
    pattern,
    ...NAV_PATTERN_CHROME[pattern],
    hideWishlistAndCart: hide.patterns.includes(pattern) && isAtLeast(version, hide.supportVersion),
  };
}

/** The navigation title's tab index: 1 for wireline and prospect apps, 2 otherwise (spec 2.8, 9). */
export function navigationTabIndex(lob: LineOfBusiness | undefined): 1 | 2 {
  return lob === 'vzt' || lob === 'vzp' ? 1 : 2;
}

/** The question before a shop flow is left in the app (spec 2.8), in English and Spanish. */
export const CANCEL_FLOW_TEXTS = {
  en: { title: 'Are You Sure', body: 'You will lose your progress if you leave this flow.', no: 'No', yes: 'Yes' },
  es: { title: '¿Está seguro?', body: 'Perderá su progreso si sale de este proceso.', no: 'No', yes: 'Sí' },
} as const;

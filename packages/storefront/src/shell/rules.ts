import type { DeviceKind } from '../site.js';

// The rules of the store's shell (spec 1, 2.9, 5.3, 6.5): which chrome a page gets, when the debug button
// and the app-download banner show, and where the banner's View goes. Pure functions of what they are given.

/** How much of the global header a page shows. */
export type HeaderMode = 'full' | 'minimal' | 'none';

export interface ShellInput {
  /** The page's manifest row asks for the focused chrome (`chrome: 'focused'`). */
  readonly focused: boolean;
  /** Inside the native app's web view, the app draws its own chrome (spec 2.8, 2.9). */
  readonly inApp: boolean;
}

export interface ShellChrome {
  readonly header: HeaderMode;
  readonly footer: boolean;
}

/**
 * The global header and footer of a page: none inside the app's web view; a logo-only header and no footer on the
 * focused pages (the checkout's steps, as their manifest rows say); both in full everywhere else.
 */
export function shellChrome({ inApp, focused }: ShellInput): ShellChrome {
  if (inApp) return { header: 'none', footer: false };
  if (focused) return { header: 'minimal', footer: false };
  return { header: 'full', footer: true };
}

/** Pages of the prospect flow: the nse base and the prospect pages (spec 2.1, 2.2). */
export function isProspectPage(base: string, pageName: string | undefined): boolean {
  return base === '/sales/nse' || pageName === 'prospectCheckout' || pageName === 'prospectbyodoptions';
}

export interface DebugButtonInput {
  readonly device: DeviceKind;
  readonly inApp: boolean;
  readonly production: boolean;
  readonly prospectPage: boolean;
}

/** The debug button shows only on mobile web, in non-production, on non-prospect pages (spec 6.5). */
export function showDebugButton({ device, inApp, production, prospectPage }: DebugButtonInput): boolean {
  return device === 'mobile' && !inApp && !production && !prospectPage;
}

/** The session flag that says the banner was exited (closed); it hides the banner for the session (spec 5.3). */
export const SMART_BANNER_EXITED_KEY = 'smartBannerExited';

export interface SmartBannerInput {
  readonly loggedIn: boolean;
  readonly device: DeviceKind;
  readonly inApp: boolean;
  /** The page's name (spec 2.2), or undefined for a page without one. */
  readonly pageName: string | undefined;
  /** The page's manifest row says the banner shows on it by default (`smartBanner`). */
  readonly bannerPage: boolean;
  /** The session flag of spec 5.3. */
  readonly exited: boolean;
  /** The pages it shows on when the configuration names them, instead of those whose rows say so. */
  readonly pages?: readonly string[] | undefined;
}

/**
 * The app-download banner shows for logged-in mobile and tablet users on the configured pages (by default those
 * whose manifest rows say so: mdnselection and protection, spec 9), never inside the app, and not once exited this
 * session.
 */
export function showSmartBanner({
  loggedIn,
  device,
  inApp,
  pageName,
  bannerPage,
  exited,
  pages,
}: SmartBannerInput): boolean {
  if (inApp || exited || !loggedIn || device === 'desktop') return false;
  return pages ? pageName !== undefined && pages.includes(pageName) : bannerPage;
}

/** `isViewed=true` in a page's address (spec 2.6): the app-download offer was seen, so the banner stays closed. */
export function bannerViewed(href: string): boolean {
  try {
    return new URL(href).searchParams.get('isViewed') === 'true';
  } catch {
    return false;
  }
}

/**
 * `shopL2SignInSuccess=true` in a page's address (spec 2.6): the customer has just signed in (level L2) on the way
 * into the shop, and is told so once.
 */
export function justSignedIn(href: string): boolean {
  try {
    return new URL(href).searchParams.get('shopL2SignInSuccess') === 'true';
  } catch {
    return false;
  }
}

/** The store links of the carrier's app, and the main site for platforms without a store link. */
export interface AppLinks {
  readonly ios: string;
  readonly android: string;
  readonly web: string;
}

export type AppPlatform = 'ios' | 'android' | 'windows' | 'other';

/** The platform of a user agent, for the banner's View. */
export function appPlatform(userAgent: string): AppPlatform {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile/i.test(userAgent))) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Where View goes: the iOS or Android store link, or the main site on Windows and anything else (spec 2.9). */
export function smartBannerTarget(userAgent: string, links: AppLinks): string {
  const platform = appPlatform(userAgent);
  return platform === 'ios' ? links.ios : platform === 'android' ? links.android : links.web;
}

/** The sign-in page with the current page (path and query) as `goto`, to come back to after signing in. */
export function signInHref(signInUrl: string, currentHref: string): string {
  const url = new URL(currentHref);
  return `${signInUrl}?goto=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

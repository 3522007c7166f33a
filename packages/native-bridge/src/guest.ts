import { safeReturnPath } from '@carrier/safety';
import type { AppProperties } from './properties.js';

/** The app's sign-in launch URLs live under this path (spec 7.4). */
export const LAUNCH_APP_BASE = '/mobile/nsa/nos/gw/launchapp/';

export const LAUNCH_TARGETS = ['oauthSignIn', 'unauthenticatedWebview', 'guestCheckout'] as const;
export type LaunchTarget = (typeof LAUNCH_TARGETS)[number];

/**
 * A launch URL the app intercepts: sign in, open a page unauthenticated, or authenticate a guest, with the page
 * to come back to as `goto` (a path on this site only: anything else is refused).
 * @example launchAppUrl('guestCheckout', '/sales/digital/checkout.html') // '/mobile/nsa/…/guestCheckout?goto=…'
 */
export function launchAppUrl(target: LaunchTarget, returnPath?: string): string {
  const url = `${LAUNCH_APP_BASE}${target}`;
  if (returnPath === undefined) return url;
  const path = safeReturnPath(returnPath);
  if (path === undefined) throw new RangeError('A launch URL returns only to a path on this site.');
  return `${url}?goto=${encodeURIComponent(path)}`;
}

export interface GuestInput {
  readonly loggedIn: boolean;
  readonly inApp: boolean;
  readonly properties: AppProperties | undefined;
}

/**
 * Guest checkout (spec 4.2): not logged in, inside the app, the app's guest-checkout flow flag on, and either no
 * line of business or a device the app authenticated.
 */
export function isGuestCheckout({ loggedIn, inApp, properties }: GuestInput): boolean {
  if (loggedIn || !inApp || properties?.guestCheckout !== true) return false;
  return properties.lob === undefined || properties.deviceAuthenticated === true;
}

/** True guest checkout: a guest checkout with the app's trueGuestCheckout flag (spec 4.2). */
export function isTrueGuestCheckout(input: GuestInput): boolean {
  return isGuestCheckout(input) && input.properties?.trueGuestCheckout === true;
}

/**
 * A guest the store may check out in the app: one the app authenticated (the account's last two digits, level L1),
 * or a true guest, who has no account to confirm and checks out as a new customer.
 */
export function isAuthenticatedGuest(input: GuestInput): boolean {
  return isGuestCheckout(input) && (Boolean(input.properties?.lastTwoDigits) || isTrueGuestCheckout(input));
}

export interface ProtectedPageInput extends GuestInput {
  /**
   * The page needs a signed-in customer or an authenticated guest (spec 6.5: the checkout's pages): the store says
   * which of its pages are.
   */
  readonly isProtected: boolean;
  /** The page's path and query, to come back to. */
  readonly returnPath: string;
}

/**
 * Where a visitor of the web view goes instead of a protected page: a guest who has not yet authenticated (no
 * last two digits of the account, spec 6.1) and is no true guest to guest authentication; anyone else not logged in
 * to sign in.
 * Undefined when the page may be shown.
 */
export function protectedPageRedirect(input: ProtectedPageInput): string | undefined {
  if (!input.inApp || input.loggedIn || !input.isProtected) return undefined;
  if (isGuestCheckout(input))
    return isAuthenticatedGuest(input) ? undefined : launchAppUrl('guestCheckout', input.returnPath);
  return launchAppUrl('oauthSignIn', input.returnPath);
}

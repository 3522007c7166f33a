import { isAtLeast } from './version.js';

/** The user-agent marker the carrier's app adds to its web view, followed by `/` and its version (spec 6.2). */
export const APP_USER_AGENT_MARKER = 'CarrierApp';

/** The app version from which the shop variant may be turned on (spec 6.2, 9). */
export const SHOP_VARIANT_MIN_APP_VERSION = '20';

export type AppPlatform = 'ios' | 'android';

/** The app's channel ids (spec 3.5). */
export const APP_CHANNEL_IDS = { ios: 'VZW-MFA-IOS', android: 'VZW-MFA-ANDROID' } as const;
export type AppChannelId = (typeof APP_CHANNEL_IDS)[AppPlatform];

export interface DetectedApp {
  readonly platform: AppPlatform;
  /** The version after the marker, or undefined when the marker carries none. */
  readonly version: string | undefined;
  readonly channelId: AppChannelId;
}

const MARKER = new RegExp(`\\b${APP_USER_AGENT_MARKER}(?:/(\\d+(?:\\.\\d+){0,3}))?`);

/**
 * The carrier's app from a user agent, or undefined in any other browser.
 * @example detectApp('Mozilla/5.0 (iPhone…) CarrierApp/21.4.0') // { platform: 'ios', version: '21.4.0', … }
 */
export function detectApp(userAgent: string): DetectedApp | undefined {
  const match = MARKER.exec(userAgent);
  if (!match) return undefined;
  const platform: AppPlatform = /Android/i.test(userAgent) ? 'android' : 'ios';
  return { platform, version: match[1], channelId: APP_CHANNEL_IDS[platform] };
}

/** The shop variant: app version 20 or higher, and the variant flag on (spec 6.2). */
export function isShopVariantEnabled(appVersion: string | undefined, variantFlag: boolean): boolean {
  return variantFlag && appVersion !== undefined && isAtLeast(appVersion, SHOP_VARIANT_MIN_APP_VERSION);
}

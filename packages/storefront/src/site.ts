import type { ChannelId } from '@carrier/http-client';

/** The sales bases of spec 2.1 that the web store serves pages under. */
export const SALES_BASES = ['/sales/digital', '/sales/nse', '/sales/prepaid', '/sales/next'] as const;
export type SalesBase = (typeof SALES_BASES)[number];

/** The brand a sales base's pages are drawn in: the prepaid brand under `/sales/prepaid` (spec 1, 6.1). */
export function brandOf(base: SalesBase): 'wireless' | 'prepaid' {
  return base === '/sales/prepaid' ? 'prepaid' : 'wireless';
}

/** The default sales base (spec 2.1). */
export const DEFAULT_SALES_BASE: SalesBase = '/sales/digital';

export type Language = 'en' | 'es';

/** Everything a page needs to know about where it runs. */
export interface Site {
  readonly base: SalesBase;
  readonly language: Language;
  readonly channelId: ChannelId;
  readonly device: DeviceKind;
}

/** The Spanish site is chosen when the URL contains the word espanol (spec 1). */
export function isSpanishSite(url: string): boolean {
  return url.toLowerCase().includes('espanol');
}

/** The sales base a path sits under, or the default when it is under none of them. */
export function salesBaseOf(pathname: string, allowed: readonly SalesBase[] = SALES_BASES): SalesBase {
  return allowed.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ?? DEFAULT_SALES_BASE;
}

/** The kind of device a visitor is on. */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** The device by user agent: tablets first (an Android tablet has no "Mobile"), then phones, else desktop. */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const CHANNEL_BY_DEVICE: Record<DeviceKind, ChannelId> = {
  mobile: 'VZW-DOTCOM-MOB',
  tablet: 'VZW-DOTCOM-TAB',
  desktop: 'VZW-DOTCOM',
};

/** The web channel id by device: phones VZW-DOTCOM-MOB, tablets VZW-DOTCOM-TAB, else VZW-DOTCOM (spec 3.5). */
export function channelIdForUserAgent(userAgent: string): ChannelId {
  return CHANNEL_BY_DEVICE[deviceKind(userAgent)];
}

/** Reads the site from the page's location and user agent. */
export function detectSite(
  location: { readonly href: string; readonly pathname: string },
  userAgent: string,
  bases?: readonly SalesBase[],
): Site {
  return {
    base: salesBaseOf(location.pathname, bases),
    language: isSpanishSite(location.href) ? 'es' : 'en',
    channelId: channelIdForUserAgent(userAgent),
    device: deviceKind(userAgent),
  };
}

import type { NotificationState } from '@carrier/design-system';
import { watched, type Watched } from './assist/deps.js';

/** A banner the store pins at the top of its pages, one at a time (spec 3.12). */
export interface StoreBanner {
  /** What it is about: a banner closed by the customer is not shown again this session. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Where it leads; on that page the banner is not shown (the customer is there). */
  readonly action?: { readonly label: string; readonly href: string };
}

/** The notification state of spec 3.12 while no banner shows. */
export const NO_NOTIFICATION: NotificationState = { isNotificationVisible: false, proactiveBanner: false, height: 0 };

/** The session flag of a banner the customer closed. */
export const bannerDismissedKey = (id: string) => `storeBannerClosed:${id}`;

type Flags = { get(key: string): string | null; set(key: string, value: string): void };

/** Shows a banner, unless the customer closed it this session. */
export function offerBanner(banner: StoreBanner, current: Watched<StoreBanner | undefined>, flags: Flags): void {
  if (flags.get(bannerDismissedKey(banner.id)) === 'true') return;
  current.set(banner);
}

/** The customer closed the banner: it stays closed for the session. */
export function dismissBanner(banner: StoreBanner, current: Watched<StoreBanner | undefined>, flags: Flags): void {
  flags.set(bannerDismissedKey(banner.id), 'true');
  if (current.get()?.id === banner.id) current.set(undefined);
}

/** Whether a banner shows on a page: not on the page it leads to. */
export const bannerShowsOn = (banner: StoreBanner | undefined, pathname: string): banner is StoreBanner =>
  banner !== undefined &&
  (!banner.action || new URL(banner.action.href, 'https://store.invalid').pathname !== pathname);

/** No banner pinned yet, and the notification state that says so. */
export function pinnedBanner(): {
  readonly banner: Watched<StoreBanner | undefined>;
  readonly notification: Watched<NotificationState>;
} {
  return {
    banner: watched<StoreBanner | undefined>(undefined),
    notification: watched<NotificationState>(NO_NOTIFICATION),
  };
}

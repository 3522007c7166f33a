import type { NotificationState } from '@carrier/design-system';
import { createValue, type Atoms, type Value } from '@carrier/store';

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
export function offerBanner(banner: StoreBanner, current: Value<StoreBanner | undefined>, flags: Flags): void {
  if (flags.get(bannerDismissedKey(banner.id)) === 'true') return;
  current.set(banner);
}

/** The customer closed the banner: it stays closed for the session. */
export function dismissBanner(banner: StoreBanner, current: Value<StoreBanner | undefined>, flags: Flags): void {
  flags.set(bannerDismissedKey(banner.id), 'true');
  if (current.getState()?.id === banner.id) current.set(undefined);
}

/** Whether the customer is on the page a banner leads to: it has done its work there. */
export const bannerReached = (banner: StoreBanner | undefined, pathname: string): boolean =>
  banner?.action !== undefined && new URL(banner.action.href, 'https://store.invalid').pathname === pathname;

/** The session flag that keeps the pinned banner from page to page. */
export const PINNED_BANNER_KEY = 'storeBanner';

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A banner read back from session storage, only when it is one the store wrote: its link a path of this site. */
export function readBanner(raw: string | null): StoreBanner | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || !text(value['id'], 80) || !text(value['title'], 200) || !text(value['text'], 500)) return undefined;
    const action = value['action'] as Record<string, unknown> | undefined;
    const banner = { id: value['id'], title: value['title'], text: value['text'] };
    if (action === undefined) return banner;
    if (!text(action['label'], 120) || !text(action['href'], 300) || !/^\/(?![/\\])/.test(action['href']))
      return undefined;
    return { ...banner, action: { label: action['label'], href: action['href'] } };
  } catch {
    return undefined;
  }
}

/**
 * No banner pinned yet (or the one the session kept, given its flags), and the notification state that says none
 * shows yet. With the flags, the banner is kept from page to page until closed or its page reached.
 */
export function pinnedBanner(
  atoms: Atoms,
  flags?: Flags & { remove?(key: string): void },
): {
  readonly banner: Value<StoreBanner | undefined>;
  readonly notification: Value<NotificationState>;
} {
  const banner = createValue<StoreBanner | undefined>(
    flags ? readBanner(flags.get(PINNED_BANNER_KEY)) : undefined,
    atoms,
  );
  if (flags)
    banner.subscribe(() => {
      const current = banner.getState();
      if (current) flags.set(PINNED_BANNER_KEY, JSON.stringify(current));
      else if (flags.remove) flags.remove(PINNED_BANNER_KEY);
      else flags.set(PINNED_BANNER_KEY, '');
    });
  return { banner, notification: createValue<NotificationState>(NO_NOTIFICATION, atoms) };
}

import { Link, Notification } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { dismissBanner, type StoreBanner } from '../banner.js';

/**
 * The banner the store pins at the top of its pages (spec 3.12): the design system's proactive notification, which
 * reports whether it shows and its height to the store's notification state, so the page below makes room for it
 * and sticky parts sit under it. Closing it keeps it closed for the session.
 */
export function StoreBannerView({ banner }: { readonly banner: StoreBanner }) {
  const { notification, shell, banner: current } = useStorefront();
  return (
    <Notification
      visible
      proactive
      pinned
      tone="info"
      title={banner.title}
      onStateChange={notification.set}
      onDismiss={() => dismissBanner(banner, current, shell.sessionFlags)}
      {...(banner.action ? { action: <Link href={banner.action.href}>{banner.action.label}</Link> } : {})}
    >
      {banner.text}
    </Notification>
  );
}

import { SmartBanner } from '@carrier/design-system';
import { useState } from 'react';
import { useStorefront } from '../context.js';
import { SMART_BANNER_EXITED_KEY, bannerViewed, showSmartBanner, smartBannerTarget } from './rules.js';
import { SMART_BANNER_STRINGS } from './smart-banner-strings.js';

/**
 * The app-download banner of spec 2.9 on the pages it belongs to. Closing it sets the session flag, which
 * hides it for the rest of the session (spec 5.3); View opens the app store of the visitor's platform.
 */
export function SmartBannerHost({
  pageName,
  bannerPage,
}: {
  readonly pageName: string | undefined;
  /** The page's manifest row says the banner shows on it by default. */
  readonly bannerPage: boolean;
}) {
  const { shell, site, currentHref } = useStorefront();
  const [exited, setExited] = useState(() => {
    // isViewed=true (spec 2.6): the visitor has seen the app's offer already (a link from it); it counts as closed.
    if (bannerViewed(currentHref())) shell.sessionFlags.set(SMART_BANNER_EXITED_KEY, 'true');
    return shell.sessionFlags.get(SMART_BANNER_EXITED_KEY) === 'true';
  });
  const visible = showSmartBanner({
    loggedIn: shell.loggedIn(),
    device: site.device,
    inApp: shell.inApp,
    pageName,
    bannerPage,
    exited,
    pages: shell.smartBannerPages,
  });
  if (!visible) return null;
  return (
    <SmartBanner
      title={SMART_BANNER_STRINGS[site.language].title}
      description={SMART_BANNER_STRINGS[site.language].description}
      onView={() => shell.openExternal(smartBannerTarget(shell.userAgent, shell.appLinks))}
      onClose={() => {
        shell.sessionFlags.set(SMART_BANNER_EXITED_KEY, 'true');
        setExited(true);
      }}
    />
  );
}

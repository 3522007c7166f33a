import { useEffect } from 'react';
import { usePageTitle, useStorefront } from '../context.js';

/** The flow name of the shopping pages in the data layer. */
export const SHOP_FLOW_NAME = 'shop';

/** Sets the title and records the page view of a shopping page, with the campaign that led here. */
export function useShopPageView(name: string, title: string, campaign?: string): void {
  const { analytics, site } = useStorefront();
  usePageTitle(title);
  useEffect(() => {
    analytics.pageView({
      name,
      flow: SHOP_FLOW_NAME,
      channelSession: site.channelId,
      language: site.language,
      ...(campaign ? { campaign } : {}),
    });
  }, [analytics, site, name, campaign]);
}

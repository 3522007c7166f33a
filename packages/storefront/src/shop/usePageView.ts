import { useEffect } from 'react';
import { pageFlow } from '../analytics-flow.js';
import { usePageTitle, useStorefront } from '../context.js';

/** Sets the title and records the page view of a shopping page, with its flow and the campaign that led here. */
export function useShopPageView(name: string, title: string, campaign?: string): void {
  const { analytics, site, visitor } = useStorefront();
  usePageTitle(title);
  useEffect(() => {
    const { flow, subFlow } = pageFlow({ visitor: visitor(), pageName: name });
    analytics.pageView({
      name,
      flow,
      ...(subFlow ? { subFlow } : {}),
      channelSession: site.channelId,
      language: site.language,
      ...(campaign ? { campaign } : {}),
    });
  }, [analytics, site, visitor, name, campaign]);
}

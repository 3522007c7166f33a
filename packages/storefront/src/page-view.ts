import { useEffect } from 'react';
import { pageFlow } from './analytics-flow.js';
import { usePageTitle, useStorefront } from './context.js';
import { usePageName } from './page-name.js';

/**
 * Sets the title and records the page view of a page, with its flow and the campaign that led here. The page's
 * name is the one its route declares, so a page drawn at two paths reports each path's own.
 */
export function usePageView(title: string, campaign?: string): void {
  const { analytics, site, visitor } = useStorefront();
  const name = usePageName();
  usePageTitle(title);
  useEffect(() => {
    if (!name) return;
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

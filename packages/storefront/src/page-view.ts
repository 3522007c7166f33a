import { useEffect } from 'react';
import { pageFlow, type JourneyFlow } from './analytics-flow.js';
import { usePageTitle, useStorefront } from './context.js';
import { usePageName, usePageTraits } from './page-name.js';

/**
 * Sets the title and records the page view of a page, with its flow and the campaign that led here (a journey whose
 * flow follows its own state, the test drive's, passes it as `journeyFlow`). The page's
 * name is the one its route declares, so a page drawn at two paths reports each path's own.
 */
export function usePageView(title: string, campaign?: string, journeyFlow?: JourneyFlow): void {
  const { analytics, site, visitor } = useStorefront();
  const name = usePageName();
  const express = usePageTraits().express === true;
  usePageTitle(title);
  const trialOnboard = journeyFlow?.trialOnboard ?? false;
  const testDrive = journeyFlow?.testDrive ?? false;
  const tradeIn = journeyFlow?.tradeIn ?? false;
  useEffect(() => {
    if (!name) return;
    const journey = { trialOnboard, testDrive, tradeIn };
    const { flow, subFlow } = pageFlow({ visitor: visitor(), express, journey });
    analytics.pageView({
      name,
      flow,
      ...(subFlow ? { subFlow } : {}),
      channelSession: site.channelId,
      language: site.language,
      ...(campaign ? { campaign } : {}),
    });
  }, [analytics, site, visitor, name, express, campaign, trialOnboard, testDrive, tradeIn]);
}

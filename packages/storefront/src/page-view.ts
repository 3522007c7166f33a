import { useEffect } from 'react';
import { pageFlow, type JourneyFlow } from './analytics-flow.js';
import { usePageHead, useStorefront } from './context.js';
import type { PageHead } from './page-head.js';
import { usePageName, usePageTraits } from './page-name.js';

/**
 * Sets the title (or the whole head: `usePageHead`) and records the page view of a page, with its flow and the campaign that led here: the flow of its
 * manifest row's traits (express, trade-in), or, for a journey whose flow follows its own state (the test drive's),
 * the one it passes as `journeyFlow`. The page's
 * name is the one its route declares, so a page drawn at two paths reports each path's own. A page that does not yet
 * know what it shows (its data still read; a page that moved and sends the customer on) passes `shown` false: its view
 * is recorded once it does, and never for a page the customer only passed through.
 */
export function usePageView(
  title: string | PageHead,
  campaign?: string,
  journeyFlow?: JourneyFlow,
  shown = true,
): void {
  const { analytics, site, visitor } = useStorefront();
  const name = usePageName();
  const traits = usePageTraits();
  const express = traits.express === true;
  usePageHead(typeof title === 'string' ? { title } : title);
  const trialOnboard = journeyFlow?.trialOnboard ?? false;
  const testDrive = journeyFlow?.testDrive ?? false;
  // The trade-in's pages say so on their manifest rows.
  const tradeIn = journeyFlow?.tradeIn ?? traits.tradeIn === true;
  useEffect(() => {
    if (!name || !shown) return;
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
  }, [analytics, site, visitor, name, express, campaign, trialOnboard, testDrive, tradeIn, shown]);
}

import { useEffect } from 'react';
import { usePageHead, useStorefront } from '@carrier/storefront/kit';
import { FNF_FLOW_NAME, FNF_PAGE_NAME, FNF_PAGE_TITLE } from './constants.js';

/** Sets the title and records the page view of a Friends and Family page (spec 2.5). */
export function useFnfPageView(): void {
  const { analytics, site } = useStorefront();
  // The spec names the pages' title: the document's whole title, with no brand after it.
  usePageHead({ title: FNF_PAGE_TITLE, brandless: true });
  useEffect(() => {
    analytics.pageView({
      name: FNF_PAGE_NAME,
      flow: FNF_FLOW_NAME,
      channelSession: site.channelId,
      language: site.language,
    });
  }, [analytics, site]);
}

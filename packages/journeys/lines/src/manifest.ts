import { defineJourney, journeyKey } from '@carrier/storefront/kit';
import { LINES_PATHS } from './paths.js';

/** A line of the account, named by its 10-digit number in a query (`?mdn=2015550121`), when it is one. */
export function parseLineSearch(search: Record<string, unknown>): { mdn?: string } {
  // The router reads a query value of digits alone as a number.
  const raw = search['mdn'];
  const mdn = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  return typeof mdn === 'string' && /^[2-9]\d{9}$/.test(mdn) ? { mdn } : {};
}

/** mdnselection's query: the line to preselect, and the phone to go back to (`?device=google-pixel-10`). */
export function parseSelectionSearch(search: Record<string, unknown>): { mdn?: string; device?: string } {
  const device = search['device'];
  return {
    ...parseLineSearch(search),
    ...(typeof device === 'string' && /^[a-z0-9][a-z0-9-]{0,79}$/.test(device) ? { device } : {}),
  };
}

/**
 * A signed-in customer's lines (spec 2.2): the overview of the account's lines (`lineoverview`), the choice of the
 * line an upgrade is for (`mdnselection`, flow EUP), and upgrading a line early by paying off its phone
 * (`earlyupgrade`). What the customer chose is the store's shopping intent, which the product page reads.
 */
export const linesJourney = defineJourney({
  key: journeyKey<undefined>('lines'),
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/lines/src',
  paths: LINES_PATHS,
  deps: () => undefined,
  pages: [
    {
      path: LINES_PATHS.lineOverview,
      pageName: 'lineoverview',
      noindex: true,
      entry: { visitor: 'postpay' },
      component: 'LineOverviewPage',
    },
    {
      path: LINES_PATHS.mdnSelection,
      pageName: 'mdnselection',
      noindex: true,
      entry: { visitor: 'postpay' },
      smartBanner: true,
      component: 'MdnSelectionPage',
      validateSearch: parseSelectionSearch,
    },
    {
      path: LINES_PATHS.earlyUpgrade,
      pageName: 'earlyupgrade',
      noindex: true,
      entry: { visitor: 'postpay' },
      component: 'EarlyUpgradePage',
      validateSearch: parseLineSearch,
    },
  ],
});

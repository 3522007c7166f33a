// What an app's first script holds of the lines journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const LINES_SUMMARY: JourneySummary = {
  key: { name: 'lines' },
  source: 'packages/journeys/lines/src',
  preload: ['./manifest.ts'],
  pages: [
    { path: '/lineoverview.html', pageName: 'lineoverview', component: 'LineOverviewPage' },
    { path: '/mdnselection.html', pageName: 'mdnselection', smartBanner: true, component: 'MdnSelectionPage' },
    { path: '/earlyupgrade.html', pageName: 'earlyupgrade', component: 'EarlyUpgradePage' },
  ],
};

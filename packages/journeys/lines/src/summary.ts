// What an app's first script holds of the lines journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const LINES_SUMMARY: JourneySummary = {
  key: { name: 'lines' },
  pages: [
    ['/lineoverview.html', 'lineoverview'],
    ['/mdnselection.html', 'mdnselection', { smartBanner: true }],
    ['/earlyupgrade.html', 'earlyupgrade'],
  ],
};

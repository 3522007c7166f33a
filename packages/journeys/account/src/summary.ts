// What an app's first script holds of the account journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const ACCOUNT_SUMMARY: JourneySummary = {
  key: { name: 'account' },
  pages: [
    ['/account.html', 'account'],
    ['/orderhistory.html', 'orderHistory'],
  ],
};

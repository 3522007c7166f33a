// What an app's first script holds of the byod journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const BYOD_SUMMARY: JourneySummary = {
  key: { name: 'byod' },
  pages: [
    ['/dvm/eligibility.html', 'dvm/eligibility'],
    ['/dvm/deviceEligibility.html', 'dvm/deviceEligibility', { visitState: true }],
    ['/selectMakeAndModel.html', 'selectMakeAndModel'],
    ['/buysim.html', 'buysim', { visitState: true }],
    ['/esim/activation.html', 'esimActivation'],
    ['/nfcqr.html', 'nfcqr'],
  ],
};

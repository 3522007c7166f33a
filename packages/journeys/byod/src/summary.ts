// What an app's first script holds of the byod journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const BYOD_SUMMARY: JourneySummary = {
  key: { name: 'byod' },
  source: 'packages/journeys/byod/src',
  preload: ['./manifest.ts'],
  pages: [
    { path: '/dvm/eligibility.html', pageName: 'dvm/eligibility', component: 'EligibilityPage' },
    {
      path: '/dvm/deviceEligibility.html',
      pageName: 'dvm/deviceEligibility',
      visitState: true,
      component: 'DeviceEligibilityPage',
    },
    { path: '/selectMakeAndModel.html', pageName: 'selectMakeAndModel', component: 'SelectMakeAndModelPage' },
    { path: '/buysim.html', pageName: 'buysim', visitState: true, component: 'BuySimPage' },
    { path: '/esim/activation.html', pageName: 'esimActivation', component: 'EsimActivationPage' },
    { path: '/nfcqr.html', pageName: 'nfcqr', component: 'NfcQrPage' },
  ],
};

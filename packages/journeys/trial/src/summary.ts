// What an app's first script holds of the trial journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRIAL_SUMMARY: JourneySummary = {
  key: { name: 'trial' },
  source: 'packages/journeys/trial/src',
  preload: ['./manifest.ts'],
  pages: [
    { path: '/trial.html', pageName: 'trial', component: 'WelcomePage' },
    { path: '/trial/zipcheck.html', pageName: 'trial/zipcheck', visitState: true, component: 'ZipCheckPage' },
    { path: '/trial/eligibility.html', pageName: 'trial/eligibility', component: 'EligibilityPage', visitState: true },
    { path: '/trial/verifyimei.html', pageName: 'trial/verifyimei', component: 'VerifyImeiPage', visitState: true },
    { path: '/trial/plansetup.html', pageName: 'trial/plansetup', component: 'PlanSetupPage', visitState: true },
    { path: '/trial/plandetails.html', pageName: 'trial/plandetails', component: 'PlanDetailsPage', visitState: true },
    { path: '/trial/checkout.html', pageName: 'trial/checkout', component: 'CheckoutPage', visitState: true },
    { path: '/trial/faq.html', pageName: 'trial/faq', component: 'FaqPage' },
    { path: '/trial/error/zip.html', pageName: 'trial/error/zip', visitState: true, component: 'TrialErrorPage' },
    { path: '/trial/error/device.html', pageName: 'trial/error/device', visitState: true, component: 'TrialErrorPage' },
    { path: '/trial/error/used.html', pageName: 'trial/error/used', visitState: true, component: 'TrialErrorPage' },
    {
      path: '/trial/error/activation.html',
      pageName: 'trial/error/activation',
      visitState: true,
      component: 'TrialErrorPage',
    },
    { path: '/trial/nextsteps.html', pageName: 'trial/nextsteps', component: 'NextStepsPage' },
    { path: '/trial/activate.html', pageName: 'trial/activate', visitState: true, component: 'ActivatePage' },
    { path: '/trial/confirmation.html', pageName: 'trial/confirmation', component: 'ConfirmationPage' },
    { path: '/trial/dashboard.html', pageName: 'trial/dashboard', component: 'DashboardPage' },
    { path: '/trial/endearly.html', pageName: 'trial/endearly', visitState: true, component: 'EndEarlyPage' },
    { path: '/trial/end.html', pageName: 'trial/end', component: 'EndPage' },
  ],
};

import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TRIAL, TRIAL_KEY } from './key.js';
import { parsePlanSearch, parseReasonSearch } from './search.js';

const P = TRIAL_PATHS;

/** How a step after the first is entered (the census opens it so): with the steps before it done, as they leave it. */
const ONBOARDING = {
  [TRIAL_KEY]: {
    status: 'onboarding',
    done: ['zip', 'eligibility', 'device', 'plan'],
    zip: '10001',
    applicationId: 'TD-10001',
    device: 'Google Pixel 10',
    planId: 'PLAN-UNL-PLUS',
  },
};

/**
 * A step of the onboarding after the first: entered with the steps before it done, by the form of the step named
 * (`ledBy`).
 */
const afterOnboarding = (path: string, pageName: string, component: string, ledBy: string) =>
  ({ path, pageName, entry: { session: ONBOARDING, ledBy }, component }) as const;
const READY = {
  [TRIAL_KEY]: { ...ONBOARDING[TRIAL_KEY], status: 'ready', done: [...ONBOARDING[TRIAL_KEY].done, 'checkout'] },
};

/**
 * The network test drive (spec 2.2 `trial`, 2.4's test-drive family): a visitor tries the network free for 30 days
 * on an eSIM in the phone they have, next to their own line. The welcome (`trial`), the ZIP check, who they are, their
 * phone, the plan (and its details), the checkout (nothing to pay), the next steps and the eSIM's activation, the
 * confirmation, a dashboard with the days left, ending early, the end, the FAQ, and a page for each thing that can
 * stop it.
 */
export const trialJourney = defineJourney({
  key: TRIAL,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/trial/src',
  paths: TRIAL_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createTrialDeps)),
  pages: [
    { path: P.welcome, pageName: 'trial', component: 'WelcomePage' },
    { path: P.zipCheck, pageName: 'trial/zipcheck', visitState: true, component: 'ZipCheckPage' },
    afterOnboarding(P.eligibility, 'trial/eligibility', 'EligibilityPage', 'trial/zipcheck'),
    afterOnboarding(P.verifyImei, 'trial/verifyimei', 'VerifyImeiPage', 'trial/eligibility'),
    afterOnboarding(P.planSetup, 'trial/plansetup', 'PlanSetupPage', 'trial/verifyimei'),
    {
      ...afterOnboarding(P.planDetails, 'trial/plandetails', 'PlanDetailsPage', 'trial/plansetup'),
      validateSearch: parsePlanSearch,
    },
    afterOnboarding(P.checkout, 'trial/checkout', 'CheckoutPage', 'trial/plansetup'),
    { path: P.faq, pageName: 'trial/faq', component: 'FaqPage' },
    {
      path: P.zipError,
      pageName: 'trial/error/zip',
      entry: { ledBy: 'trial/zipcheck' },
      noindex: true,
      visitState: true,
      component: 'TrialErrorPage',
    },
    {
      path: P.deviceError,
      pageName: 'trial/error/device',
      entry: { ledBy: 'trial/verifyimei' },
      noindex: true,
      visitState: true,
      component: 'TrialErrorPage',
      validateSearch: parseReasonSearch,
    },
    {
      path: P.usedError,
      pageName: 'trial/error/used',
      entry: { ledBy: 'trial/checkout' },
      noindex: true,
      visitState: true,
      component: 'TrialErrorPage',
    },
    {
      path: P.activationError,
      pageName: 'trial/error/activation',
      entry: { ledBy: 'trial/activate' },
      noindex: true,
      visitState: true,
      component: 'TrialErrorPage',
    },
    {
      path: P.nextSteps,
      pageName: 'trial/nextsteps',
      entry: { ledBy: 'trial/checkout' },
      noindex: true,
      component: 'NextStepsPage',
    },
    {
      path: P.activate,
      pageName: 'trial/activate',
      noindex: true,
      entry: { ledBy: 'trial/nextsteps', session: READY },
      visitState: true,
      component: 'ActivatePage',
    },
    {
      path: P.confirmation,
      pageName: 'trial/confirmation',
      entry: { ledBy: 'trial/activate' },
      noindex: true,
      component: 'ConfirmationPage',
    },
    { path: P.dashboard, pageName: 'trial/dashboard', noindex: true, component: 'DashboardPage' },
    {
      path: P.endEarly,
      pageName: 'trial/endearly',
      entry: { ledBy: 'trial/dashboard' },
      noindex: true,
      visitState: true,
      component: 'EndEarlyPage',
    },
    { path: P.end, pageName: 'trial/end', entry: { ledBy: 'trial/endearly' }, noindex: true, component: 'EndPage' },
  ],
});

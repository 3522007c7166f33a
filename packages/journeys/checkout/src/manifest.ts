import { safeReturnPath } from '@carrier/safety';
import {
  CHECKOUT_STEP,
  defineJourney,
  depsOnFirstUse,
  parseRedirectSearch,
  type JourneyPage,
} from '@carrier/storefront/kit';
import type { CheckoutDeps } from './deps.js';
import { CHECKOUT_PATHS } from './paths.js';
import { CHECKOUT } from './key.js';

/** The confirmation page's query: the order number, when it is one. */
export function parseOrderSearch(search: Record<string, unknown>): { orderNumber?: string } {
  const value = search['orderNumber'];
  return typeof value === 'string' && /^MW\d{8}$/.test(value) ? { orderNumber: value } : {};
}

/** The guest login's query: the store page to come back to (a path under `/sales/` of this site), when it is one. */
export function parseGuestSearch(search: Record<string, unknown>): { goto?: string } {
  const goto = safeReturnPath(search['goto'], { paths: ['/sales/'] });
  return goto ? { goto } : {};
}

const P = CHECKOUT_PATHS;
// Every page of the checkout has the focused chrome (`focused`); every one but the guest login (a form that shows
// nothing of it) shows the checkout's state, kept for the visit in the browser: it is drawn there (`page`). The steps
// where the customer finishes the order (`step`) are a flow in the app's web view, protected there (CHECKOUT_STEP).
// The pages that ask for an account PIN (port-in), a Social Security number (credit) or a card are `privateData`: the
// chat is hidden on them. None is for search engines to list (`noindex`) but the prospect's choice of how to bring their
// own phone. A page is drawn by the file named after its component unless a module is given (a page
// shown by another's file).
const focused = (path: string, pageName: string, component: string) =>
  ({ path, pageName, component, chrome: 'focused', noindex: true }) as const;
const page = (path: string, pageName: string, component: string, module?: string) =>
  ({ ...focused(path, pageName, component), visitState: true, ...(module ? { module } : {}) }) as const;
const step = (...row: Parameters<typeof page>) => ({ ...page(...row), ...CHECKOUT_STEP }) as const;

/**
 * The page each page of the checkout is entered from: every one needs a cart, and the cart's "Check out" (a form), the
 * hub's step links and each step's form or links lead on from there (the link walk counts a page reached when the page
 * it names is).
 */
const LED_BY: Readonly<Record<string, string>> = {
  checkout: 'cart',
  prospectCheckout: 'cart',
  guestlogin: 'prospectCheckout',
  numberselection: 'checkout',
  portInPrompt: 'numberselection',
  assignMTN: 'numberselection',
  newnumber: 'portInPrompt',
  portin: 'portInPrompt',
  oldnumber: 'portin',
  aboutyourself: 'checkout',
  creditcheck: 'checkout',
  creditresult: 'creditcheck',
  credithold: 'creditcheck',
  creditquestionnaire: 'creditcheck',
  internationalcreditcheck: 'creditcheck',
  downpay: 'creditresult',
  downpayment: 'checkout',
  dppagreement: 'checkout',
  agreement: 'dppagreement',
  viewAgreement: 'dppagreement',
  dppineligible: 'dppagreement',
  e911: 'checkout',
  delivery: 'checkout',
  ISPU_SHOP: 'delivery',
  sddInterstitial: 'delivery',
  payment: 'checkout',
  giftcard: 'payment',
  orderreview: 'payment',
  orderconfirmation: 'orderreview',
  guestcheckout: 'guestlogin',
  guestconfirmation: 'orderreview',
  expresscheckout: 'expresshub',
  // A guest whose session ends on the guest checkout is sent here by the session's timer (spec 4.1).
  prospectbyodoptions: 'guestcheckout',
};

/** The pages of the checkout, each with the page it is entered from. */
const entered = (rows: readonly JourneyPage<CheckoutDeps>[]): readonly JourneyPage<CheckoutDeps>[] =>
  rows.map((row) => {
    const ledBy = LED_BY[row.pageName];
    return ledBy ? { ...row, entry: { ...row.entry, ledBy } } : row;
  });

/**
 * The checkout (spec 2.2, 3.2, 4.3): from the cart to a placed order. Each step's page names of spec 2.2 are pages
 * here; the steps and their order come from the cart's pending steps (`@carrier/checkout-rules`).
 */
export const checkoutJourney = defineJourney({
  key: CHECKOUT,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/checkout/src',
  paths: CHECKOUT_PATHS,
  preload: ['./services.ts'],
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createCheckoutDeps)),
  pages: entered([
    step(P.checkout, 'checkout', 'HubPage'),
    step(P.numberSelection, 'numberselection', 'NumberSelectionPage'),
    page(P.newNumber, 'newnumber', 'NumberSelectionPage'),
    page(P.assignMtn, 'assignMTN', 'NumberSelectionPage'),
    page(P.portInPrompt, 'portInPrompt', 'PortInPromptPage'),
    { ...page(P.portIn, 'portin', 'PortInPage'), privateData: true },
    { ...page(P.oldNumber, 'oldnumber', 'PortInPage'), privateData: true },
    step(P.aboutYourself, 'aboutyourself', 'AboutYouPage'),
    { ...step(P.creditCheck, 'creditcheck', 'CreditCheckPage'), privateData: true },
    step(P.creditResult, 'creditresult', 'CreditResultPage'),
    step(P.creditHold, 'credithold', 'CreditHoldPage'),
    step(P.creditQuestionnaire, 'creditquestionnaire', 'CreditQuestionnairePage'),
    {
      ...step(P.internationalCreditCheck, 'internationalcreditcheck', 'InternationalCreditPage'),
      privateData: true,
    },
    page(P.downPay, 'downpay', 'DownPaymentPage'),
    page(P.downPayment, 'downpayment', 'DownPaymentPage'),
    page(P.dppAgreement, 'dppagreement', 'AgreementPage'),
    step(P.agreement, 'agreement', 'AgreementPage'),
    step(P.viewAgreement, 'viewAgreement', 'AgreementPage'),
    page(P.dppIneligible, 'dppineligible', 'DppIneligiblePage'),
    step(P.e911, 'e911', 'E911Page'),
    step(P.delivery, 'delivery', 'DeliveryPage'),
    page(P.ispuShop, 'ISPU_SHOP', 'IspuShopPage', './DeliveryPage.tsx'),
    page(P.sddInterstitial, 'sddInterstitial', 'SddInterstitialPage', './DeliveryPage.tsx'),
    { ...step(P.payment, 'payment', 'PaymentPage'), privateData: true },
    { ...page(P.giftCard, 'giftcard', 'GiftCardPage', './PaymentPage.tsx'), privateData: true },
    step(P.orderReview, 'orderreview', 'OrderReviewPage'),
    {
      ...page(P.orderConfirmation, 'orderconfirmation', 'OrderConfirmationPage'),
      validateSearch: parseOrderSearch,
    },
    { ...focused(P.guestLogin, 'guestlogin', 'GuestLoginPage'), validateSearch: parseGuestSearch },
    { ...step(P.guestCheckout, 'guestcheckout', 'GuestCheckoutPage'), entry: { visitor: 'guest' } },
    {
      ...page(P.guestConfirmation, 'guestconfirmation', 'OrderConfirmationPage'),
      validateSearch: parseOrderSearch,
    },
    page(P.prospectCheckout, 'prospectCheckout', 'ProspectCheckoutPage'),
    {
      ...step(P.expressCheckout, 'expresscheckout', 'ExpressCheckoutPage'),
      express: true,
      validateSearch: parseRedirectSearch,
      entry: { visitor: 'postpay' },
    },
    {
      path: P.prospectByodOptions,
      pageName: 'prospectbyodoptions',
      component: 'ProspectByodOptionsPage',
    },
    { path: P.orderLookup, pageName: 'orderStatus', visitState: true, noindex: true, component: 'OrderLookupPage' },
  ]),
});

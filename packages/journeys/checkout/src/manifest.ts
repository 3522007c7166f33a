import { safeReturnPath } from '@carrier/safety';
import { CHECKOUT_STEP, defineJourney, depsOnFirstUse, parseRedirectSearch } from '@carrier/storefront/kit';
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
// Every page of the checkout has the focused chrome. The steps where the customer finishes the order (`step`) are a
// flow in the app's web view, protected there (CHECKOUT_STEP). The pages that ask for an account PIN (port-in), a
// Social Security number (credit) or a card are `privateData`: the chat is hidden on them.
const page = (path: string, pageName: string, module: string, component: string) =>
  ({ path, pageName, module, component, chrome: 'focused' }) as const;
const step = (...row: Parameters<typeof page>) => ({ ...page(...row), ...CHECKOUT_STEP }) as const;

/**
 * The checkout (spec 2.2, 3.2, 4.3): from the cart to a placed order. Each step's page names of spec 2.2 are pages
 * here; the steps and their order come from the cart's pending steps (`@carrier/checkout-rules`).
 */
export const checkoutJourney = defineJourney({
  key: CHECKOUT,
  modules: import.meta.glob('./*Page{,s}.tsx'),
  source: 'packages/journeys/checkout/src',
  paths: CHECKOUT_PATHS,
  preload: ['./services.ts'],
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createCheckoutDeps)),
  pages: [
    step(P.checkout, 'checkout', './HubPage.tsx', 'HubPage'),
    step(P.numberSelection, 'numberselection', './NumberPages.tsx', 'NumberSelectionPage'),
    page(P.newNumber, 'newnumber', './NumberPages.tsx', 'NumberSelectionPage'),
    page(P.assignMtn, 'assignMTN', './NumberPages.tsx', 'NumberSelectionPage'),
    page(P.portInPrompt, 'portInPrompt', './NumberPages.tsx', 'PortInPromptPage'),
    { ...page(P.portIn, 'portin', './NumberPages.tsx', 'PortInPage'), privateData: true },
    { ...page(P.oldNumber, 'oldnumber', './NumberPages.tsx', 'PortInPage'), privateData: true },
    step(P.aboutYourself, 'aboutyourself', './AboutYouPage.tsx', 'AboutYouPage'),
    { ...step(P.creditCheck, 'creditcheck', './CreditPages.tsx', 'CreditCheckPage'), privateData: true },
    step(P.creditResult, 'creditresult', './CreditPages.tsx', 'CreditResultPage'),
    step(P.creditHold, 'credithold', './CreditPages.tsx', 'CreditHoldPage'),
    step(P.creditQuestionnaire, 'creditquestionnaire', './CreditPages.tsx', 'CreditQuestionnairePage'),
    {
      ...step(P.internationalCreditCheck, 'internationalcreditcheck', './CreditPages.tsx', 'InternationalCreditPage'),
      privateData: true,
    },
    page(P.downPay, 'downpay', './AgreementPages.tsx', 'DownPaymentPage'),
    page(P.downPayment, 'downpayment', './AgreementPages.tsx', 'DownPaymentPage'),
    page(P.dppAgreement, 'dppagreement', './AgreementPages.tsx', 'AgreementPage'),
    step(P.agreement, 'agreement', './AgreementPages.tsx', 'AgreementPage'),
    step(P.viewAgreement, 'viewAgreement', './AgreementPages.tsx', 'AgreementPage'),
    page(P.dppIneligible, 'dppineligible', './AgreementPages.tsx', 'DppIneligiblePage'),
    step(P.e911, 'e911', './E911Page.tsx', 'E911Page'),
    step(P.delivery, 'delivery', './DeliveryPages.tsx', 'DeliveryPage'),
    page(P.ispuShop, 'ISPU_SHOP', './DeliveryPages.tsx', 'IspuShopPage'),
    page(P.sddInterstitial, 'sddInterstitial', './DeliveryPages.tsx', 'SddInterstitialPage'),
    { ...step(P.payment, 'payment', './PaymentPages.tsx', 'PaymentPage'), privateData: true },
    { ...page(P.giftCard, 'giftcard', './PaymentPages.tsx', 'GiftCardPage'), privateData: true },
    step(P.orderReview, 'orderreview', './ReviewPages.tsx', 'OrderReviewPage'),
    {
      ...page(P.orderConfirmation, 'orderconfirmation', './ReviewPages.tsx', 'OrderConfirmationPage'),
      validateSearch: parseOrderSearch,
    },
    { ...page(P.guestLogin, 'guestlogin', './GuestPages.tsx', 'GuestLoginPage'), validateSearch: parseGuestSearch },
    { ...step(P.guestCheckout, 'guestcheckout', './GuestPages.tsx', 'GuestCheckoutPage'), entry: { visitor: 'guest' } },
    {
      ...page(P.guestConfirmation, 'guestconfirmation', './ReviewPages.tsx', 'OrderConfirmationPage'),
      validateSearch: parseOrderSearch,
    },
    page(P.prospectCheckout, 'prospectCheckout', './GuestPages.tsx', 'ProspectCheckoutPage'),
    {
      ...step(P.expressCheckout, 'expresscheckout', './GuestPages.tsx', 'ExpressCheckoutPage'),
      express: true,
      validateSearch: parseRedirectSearch,
      entry: { visitor: 'postpay' },
    },
    {
      path: P.prospectByodOptions,
      pageName: 'prospectbyodoptions',
      module: './GuestPages.tsx',
      component: 'ProspectByodOptionsPage',
    },
    { path: P.orderLookup, pageName: 'orderStatus', module: './GuestPages.tsx', component: 'OrderLookupPage' },
  ],
});

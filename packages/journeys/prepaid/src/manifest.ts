import { DETAILS_NOT_FOUND, defineJourney, depsOnFirstUse, parseRedirectSearch } from '@carrier/storefront/kit';
import { PREPAID_PATHS, productPath } from './paths.js';
import { PREPAID, RPS_KEY } from './key.js';

const P = PREPAID_PATHS;

/** How the rps steps after the first are entered (the census opens them so): a partner's activation in progress. */
const RPS_ACTIVATION = {
  [RPS_KEY]: {
    retailerCode: 'RP-7K2M',
    retailerName: 'Metro Electronics, Newark, NJ',
    imei: '356938035643809',
    phoneName: 'Samsung Galaxy S21',
    planId: 'PLAN-PP-15GB',
    autopay: true,
  },
};

// The queries are read by patterns, not by the service contracts: a manifest comes with the store's first code. A
// value that does not match is given as undefined, so it replaces the address's raw value in what the page reads.
const only = <K extends string>(key: K, value: string | undefined) =>
  ({ [key]: value }) as Record<K, string | undefined>;
const matching = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A product page's colour and storage, when they are ones a phone could have. */
export function parseProductSearch(search: Record<string, unknown>): { color?: string; storage?: number } {
  const color = matching(search['color'], /^[A-Za-z][A-Za-z .'-]{0,40}$/);
  const storage = Number(search['storage']);
  return {
    ...(color ? { color } : {}),
    ...([64, 128, 256, 512, 1024].includes(storage) ? { storage } : {}),
  };
}

const orderSearch = (s: Record<string, unknown>) => only('orderNumber', matching(s['orderNumber'], /^PP\d{8}$/));

/**
 * The prepaid store (spec 1 prepaid brand; 2.2 `shop`, `smartphones`, `productDetail`, `plans`, `buysim`, `cart`,
 * `expresscart`, `checkout`, `orderconfirmation`, `rpsplans`; 2.4 `prepaid/byod`, `prepaid/mdnselection` and the
 * rps plans, checkout, confirmation and error pages): phones at full price, prepaid plans with autopay, a SIM kit or
 * eSIM for your own phone, a customer's lines and plan change, checkout without a credit check, and a retail
 * partner's activation on channel VZW-RPS. Served by the prepaid app under `/sales/prepaid/`.
 */
export const prepaidJourney = defineJourney({
  key: PREPAID,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/prepaid/src',
  paths: PREPAID_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => (world) => m.createPrepaidDeps(world))),
  sitemap: (prepaid) => import('./sitemap.js').then((m) => m.prepaidSitemap(prepaid)),
  nav: [
    { path: P.gridwall, match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } },
    { path: P.plans, match: '/plans', label: { en: 'Plans', es: 'Planes' } },
    { path: P.byod, match: '/byod', label: { en: 'Bring your phone', es: 'Trae tu teléfono' } },
  ],
  footer: [
    { path: P.buySim, label: { en: 'Buy a SIM', es: 'Compra una SIM' } },
    { path: P.mdnSelection, label: { en: 'My prepaid lines', es: 'Mis líneas prepagadas' } },
    { path: P.rpsPlans, label: { en: 'Activate a partner phone', es: 'Activa un teléfono de una tienda asociada' } },
  ],
  pages: [
    { path: P.landing, pageName: 'shop', component: 'LandingPage' },
    { path: P.gridwall, pageName: 'smartphones', component: 'GridwallPage' },
    // Where a cleared prospect session lands (spec 2.2, 4.1): the same phones.
    { path: P.gridwallBare, pageName: 'smartphones', component: 'GridwallPage' },
    {
      path: P.product,
      pageName: 'productDetail',
      entry: { example: productPath('google-pixel-9a') },
      component: 'ProductPage',
      validateSearch: parseProductSearch,
    },
    {
      path: P.plans,
      pageName: 'plans',
      component: 'PlansPage',
      // A number's digits are read back as a number from the address: taken as the text they are.
      validateSearch: (s) =>
        only('mdn', matching(typeof s['mdn'] === 'number' ? String(s['mdn']) : s['mdn'], /^\d{10}$/)),
    },
    { path: P.buySim, pageName: 'buysim', component: 'BuySimPage' },
    { path: P.byod, pageName: 'prepaid/byod', component: 'ByodPage' },
    // Where the session sends a guest whose session timed out (spec 4.1): a prospect's own-phone options.
    {
      path: P.prospectByodOptions,
      pageName: 'prospectbyodoptions',
      entry: { ledBy: 'checkout' },
      component: 'ByodPage',
    },
    {
      path: P.mdnSelection,
      pageName: 'prepaid/mdnselection',
      noindex: true,
      entry: { visitor: 'prepay' },
      component: 'MdnSelectionPage',
    },
    {
      path: P.cart,
      pageName: 'cart',
      noindex: true,
      component: 'CartPage',
      validateSearch: parseRedirectSearch,
    },
    {
      path: P.expressCart,
      pageName: 'expresscart',
      noindex: true,
      entry: { ledBy: 'checkout', example: `${P.expressCart}?redirect=${DETAILS_NOT_FOUND}` },
      express: true,
      component: 'CartPage',
      validateSearch: parseRedirectSearch,
    },
    {
      path: P.checkout,
      pageName: 'checkout',
      entry: { ledBy: 'cart' },
      noindex: true,
      component: 'CheckoutPage',
      chrome: 'focused',
      // The account PIN and the card: the chat is hidden.
      privateData: true,
    },
    {
      path: P.confirmation,
      pageName: 'orderconfirmation',
      entry: { ledBy: 'checkout' },
      noindex: true,
      component: 'ConfirmationPage',
      validateSearch: orderSearch,
    },
    { path: P.rpsPlans, pageName: 'rpsplans', visitState: true, component: 'RpsPlansPage' },
    {
      path: P.rpsPlanChoice,
      pageName: 'rps/plans',
      entry: { ledBy: 'rpsplans', session: RPS_ACTIVATION },
      visitState: true,
      component: 'RpsPlanChoicePage',
    },
    {
      path: P.rpsCheckout,
      pageName: 'rps/checkout',
      noindex: true,
      entry: { ledBy: 'rps/plans', session: RPS_ACTIVATION },
      visitState: true,
      component: 'RpsCheckoutPage',
      chrome: 'focused',
      // The account PIN and the card: the chat is hidden.
      privateData: true,
    },
    {
      path: P.rpsConfirmation,
      pageName: 'rps/confirmation',
      entry: { ledBy: 'rps/checkout' },
      noindex: true,
      component: 'RpsConfirmationPage',
      validateSearch: orderSearch,
    },
    {
      path: P.rpsError,
      pageName: 'rps/error',
      noindex: true,
      entry: { ledBy: 'rps/checkout', example: `${P.rpsError}?reason=activationFailed` },
      component: 'RpsErrorPage',
      validateSearch: (s) => only('reason', matching(s['reason'], /^(notCompatible|activationFailed|unknown)$/)),
    },
  ],
});

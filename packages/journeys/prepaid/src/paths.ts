// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-prepaid/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/**
 * The prepaid store's pages, under `/sales/prepaid/` (spec 1, 2.2 `buysim` and `rpsplans`, 2.4 the prepaid and rps
 * pages, 8.4 its fallback cart): phones at full price, plans, a SIM for your own phone, a customer's lines, the cart,
 * checkout without a credit check, and a retail partner's activation (RPS). The shop's and cart's page names keep
 * their paths, so the header's cart and the error handling's fallback cart find them.
 */
export const PREPAID_PATHS = {
  /** shop */
  landing: '/shop.html',
  /** smartphones */
  gridwall: '/smartphones.html',
  /** Where a cleared prospect session lands. */
  gridwallBare: '/smartphones',
  /** productDetail */
  product: '/smartphones/{$deviceId}.html',
  plans: '/plans.html',
  /** buysim: a SIM kit or an eSIM for the customer's own phone */
  buySim: '/buysim.html',
  /** prepaid/byod: check the customer's phone, then its SIM */
  byod: '/byod.html',
  /** prospectbyodoptions: where a timed-out guest session lands; in the prepaid store, the own-phone options */
  prospectByodOptions: '/prospectbyodoptions.html',
  /** prepaid/mdnselection: a signed-in prepaid customer's lines */
  mdnSelection: '/mdnselection.html',
  cart: '/cart.html',
  /** expresscart: the prepaid fallback cart of spec 8.4 */
  expressCart: '/expresscart.html',
  checkout: '/checkout.html',
  confirmation: '/orderconfirmation.html',
  /** rpsplans: the retail partner's way in */
  rpsPlans: '/rpsplans.html',
  rpsPlanChoice: '/rps/plans.html',
  rpsCheckout: '/rps/checkout.html',
  rpsConfirmation: '/rps/confirmation.html',
  rpsError: '/rps/error.html',
} as const;

/** A phone's page in the prepaid store (its full price, no device payment). */
export const productPath = (deviceId: string) => `/smartphones/${encodeURIComponent(deviceId)}.html`;

/** The web store's lines page (an other app's), where a customer who is not on prepaid finds their lines. */
export const POSTPAID_LINES_URL = '/sales/digital/lineoverview.html';

import { CALL_LINES } from './click-to-call.js';
import { CART_LOCKED_PAGES } from '@carrier/cart-lock';

// The store's page paths, relative to the sales base, for every journey: a journey links to another one's page
// through these constants, never by importing it. Each journey's manifest declares its pages at these paths.

/** The shopping pages (spec 2.2 page names in the comments). */
export const SHOP_PATHS = {
  /** shop, shopLanding */
  landing: '/shop.html',
  /** smartphones (gridwall); `/smartphones` is where a cleared prospect session lands. */
  gridwall: '/smartphones.html',
  gridwallBare: '/smartphones',
  /** productDetail (pdp) */
  product: '/smartphones/{$deviceId}.html',
  /** accessoriesLanding */
  accessories: '/shop/accessories',
  accessory: '/shop/accessories/{$accessoryId}.html',
  interstitial: '/accessoryInterstitial.html',
  favorites: '/favorites.html',
  plans: '/plans.html',
  planRecommendation: '/plans/recommendation.html',
  planSelector: '/plans/selector.html',
  planRecommended: '/plans/recommended.html',
  protection: '/protection.html',
  protectionNew: '/protectionNew.html',
  /** The search results (not a page name of spec 2.2: the store's own). */
  search: '/search.html',
} as const;

/** The longest query the search reads; the rest is dropped. */
export const SEARCH_QUERY_MAX = 80;

/** The store's sales line, as a link that calls it: where the cart lock and a service error's call offer (EA_C) lead. */
export const SALES_PHONE_HREF = CALL_LINES.sales.href;

/** A product page's path for a device. */
export const productPath = (deviceId: string) => `/smartphones/${encodeURIComponent(deviceId)}.html`;
/** An accessory's page path. */
export const accessoryPath = (accessoryId: string) => `/shop/accessories/${encodeURIComponent(accessoryId)}.html`;

/** The signed-in customer's account pages (the store's own: not page names of spec 2.2). */
export const ACCOUNT_PATHS = {
  account: '/account.html',
  orderHistory: '/orderhistory.html',
} as const;

/** A signed-in customer's lines (spec 2.2): their overview, choosing the line to upgrade, upgrading early. */
export const LINES_PATHS = {
  lineOverview: '/lineoverview.html',
  /** mdnselection: the line an upgrade is for (and the app-download banner's default page, spec 2.9). */
  mdnSelection: '/mdnselection.html',
  earlyUpgrade: '/earlyupgrade.html',
} as const;

/**
 * The trade-in pages (spec 2.3): a phone validated by IMEI or model, its details and condition, its appraisal, the
 * credit (and the instant credit's page), shipping or drop-off, the documents and terms, completion and the trade-in's
 * own confirmation. Entered from the product page and the cart (`?device=` the phone bought, `?line=` the cart line).
 */
export const TRADE_IN_PATHS = {
  validateDevice: '/tradein/validateDevice.html',
  deviceDetails: '/tradein/deviceDetails.html',
  deviceCondition: '/tradein/deviceCondition.html',
  appraiseDevice: '/tradein/appraiseDevice.html',
  paymentOptions: '/tradein/paymentOptions.html',
  instantCredit: '/tradein/instantCredit.html',
  shippingOptions: '/tradein/shippingOptions.html',
  dropOffStores: '/tradein/dropOffStores.html',
  reviewDocuments: '/tradein/reviewDocuments.html',
  termsAndCondition: '/tradein/termsAndCondition.html',
  completeTradein: '/tradein/completeTradein.html',
  orderConfirmation: '/tradein/orderConfirmation.html',
} as const;

/**
 * The network test drive (spec 2.2 `trial`, 2.4's test-drive family): try the network free on an eSIM in the phone
 * the visitor has. `trial` is its welcome page; the other pages' names are their paths without `.html`.
 */
export const TRIAL_PATHS = {
  welcome: '/trial.html',
  zipCheck: '/trial/zipcheck.html',
  eligibility: '/trial/eligibility.html',
  verifyImei: '/trial/verifyimei.html',
  planSetup: '/trial/plansetup.html',
  planDetails: '/trial/plandetails.html',
  checkout: '/trial/checkout.html',
  nextSteps: '/trial/nextsteps.html',
  activate: '/trial/activate.html',
  confirmation: '/trial/confirmation.html',
  dashboard: '/trial/dashboard.html',
  endEarly: '/trial/endearly.html',
  end: '/trial/end.html',
  faq: '/trial/faq.html',
  zipError: '/trial/error/zip.html',
  deviceError: '/trial/error/device.html',
  usedError: '/trial/error/used.html',
  activationError: '/trial/error/activation.html',
} as const;

/**
 * The carrier's credit card (spec 2.2's credit-card landing pages): the splash page with its pre-qualification, the
 * eligible and ineligible answers, Maine's own disclosure, and the interstitial before the issuer's application.
 */
export const CREDIT_CARD_PATHS = {
  splash: '/creditcard/splash.html',
  eligible: '/creditcard/eligible.html',
  ineligible: '/creditcard/ineligible.html',
  maine: '/creditcard/maine.html',
  interstitial: '/creditcard/interstitial.html',
} as const;

/**
 * Offers and promotions (spec 2.2): offers by who they are for (a lead, a customer, the season, a move to 5G, joint
 * wireless and home customers), the promotions hub and a promotion's phones, the bundle builder, saved quotes and
 * their comparison, a Specialist's link, the in-store scan and go, 5G Home Internet, the connected car, and the
 * banking partner's offer. The page names are the paths without `.html`.
 */
export const OFFER_PATHS = {
  leadOffers: '/leadOffers.html',
  myOffersList: '/myOffersList.html',
  holidayOffers: '/holidayoffers.html',
  holidayOffersError: '/holidayoffers/error.html',
  fiveGUpsell: '/fivegupsell.html',
  fiveGBolt: '/5gbolt.html',
  promoHub: '/promohub.html',
  promoHubCart: '/promohubcart.html',
  promoBundleBuilder: '/promobundlebuilder.html',
  quotes: '/quotes.html',
  quotesComparison: '/quotesComparison.html',
  jtoOffers: '/jtooffers.html',
  openBankMlp: '/openBankMLP.html',
  myLink: '/mylink.html',
  humConfig: '/humconfig.html',
  scanAndGoCart: '/scanAndGoCart.html',
} as const;

/**
 * The stores journey (spec 2.4): stores near a ZIP with a phone's stock, one store's hours and visit times, a visit
 * booked, and the video-assist page the store opens as a popup (at the origin's `/stores/video-assist`, outside the
 * sales bases).
 */
export const STORE_PATHS = {
  finder: '/stores.html',
  store: '/stores/store.html',
  visit: '/stores/visit.html',
  videoAssist: '/stores/video-assist',
} as const;

/**
 * Bringing your own phone (spec 2.2, 2.4): check it works (by IMEI or make and model), get a SIM card or an eSIM,
 * and activate an eSIM with its QR code.
 */
export const BYOD_PATHS = {
  eligibility: '/dvm/eligibility.html',
  deviceEligibility: '/dvm/deviceEligibility.html',
  selectMakeAndModel: '/selectMakeAndModel.html',
  buySim: '/buysim.html',
  esimActivation: '/esim/activation.html',
  nfcqr: '/nfcqr.html',
} as const;

/**
 * The prepaid store's pages, under `/sales/prepaid/` (spec 1, 2.2 `buysim` and `rpsplans`, 2.4 the prepaid and rps
 * pages, 8.4 its fallback cart): phones at full price, plans, a SIM for your own phone, a customer's lines, the cart,
 * checkout without a credit check, and a retail partner's activation (RPS). The shop's and cart's page names keep
 * their paths, so the header's cart and the error handling's fallback cart find them.
 */
export const PREPAID_PATHS = {
  /** shop */
  landing: SHOP_PATHS.landing,
  /** smartphones */
  gridwall: SHOP_PATHS.gridwall,
  /** Where a cleared prospect session lands. */
  gridwallBare: SHOP_PATHS.gridwallBare,
  /** productDetail */
  product: SHOP_PATHS.product,
  plans: SHOP_PATHS.plans,
  /** buysim: a SIM kit or an eSIM for the customer's own phone */
  buySim: BYOD_PATHS.buySim,
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

/** The cart's pages (spec 2.2, 4.4). */
export const CART_PATHS = {
  cart: '/cart.html',
  expressCart: '/expresscart.html',
  emptyCart: '/emptycart.html',
  expressHub: '/expresshub.html',
  expressHubV2: '/expresshubv2.html',
  cartLocked: CART_LOCKED_PAGES.digital,
  chatRep: CART_LOCKED_PAGES.assisted,
} as const;

/** The Friends and Family mini app (spec 2.5). */
export const FNF_PATHS = {
  promo: '/friendsandfamily.html',
  number: '/friendsandfamily/validpromo.html',
  landing: '/friendsandfamily/landing.html',
} as const;

/** The help, company and legal pages, drawn from the content service (the store's own, linked from the footer). */
export const CONTENT_PATHS = {
  help: '/help.html',
  shipping: '/help/shipping.html',
  returns: '/help/returns.html',
  about: '/about.html',
  privacy: '/legal/privacy.html',
  terms: '/legal/terms.html',
  accessibility: '/accessibility.html',
} as const;

/** The value of the `redirect` query that says the services lost the order's details (spec 8.4). */
export const DETAILS_NOT_FOUND = 'detailsnotfound';

/** Reads a page's `redirect` query: only the values the store knows. */
export function parseRedirectSearch(search: Record<string, unknown>): { redirect?: typeof DETAILS_NOT_FOUND } {
  return search['redirect'] === DETAILS_NOT_FOUND ? { redirect: DETAILS_NOT_FOUND } : {};
}

/** The error page (spec 2.4). */
export const GENERIC_ERROR_PATH = '/error/genericError.html';

/** The checkout (spec 2.2): the hub, each step's pages, the review and the confirmation. */
export const CHECKOUT_PATHS = {
  checkout: '/checkout.html',
  numberSelection: '/numberselection.html',
  newNumber: '/newnumber.html',
  portInPrompt: '/portInPrompt.html',
  portIn: '/portin.html',
  oldNumber: '/oldnumber.html',
  assignMtn: '/assignMTN.html',
  aboutYourself: '/aboutyourself.html',
  creditCheck: '/creditcheck.html',
  creditResult: '/creditresult.html',
  creditHold: '/credithold.html',
  creditQuestionnaire: '/creditquestionnaire.html',
  internationalCreditCheck: '/internationalcreditcheck.html',
  downPay: '/downpay.html',
  downPayment: '/downpayment.html',
  dppAgreement: '/dppagreement.html',
  dppIneligible: '/dppineligible.html',
  agreement: '/agreement.html',
  viewAgreement: '/viewAgreement.html',
  e911: '/e911.html',
  delivery: '/delivery.html',
  ispuShop: '/ISPU_SHOP.html',
  sddInterstitial: '/sddInterstitial.html',
  payment: '/payment.html',
  giftCard: '/giftcard.html',
  orderReview: '/orderreview.html',
  orderConfirmation: '/orderconfirmation.html',
  /** Guest checkout (spec 4.2, 6.1): an existing customer checks out at level L1, with the account's last two digits. */
  guestLogin: '/guestlogin.html',
  guestCheckout: '/guestcheckout.html',
  guestConfirmation: '/guestconfirmation.html',
  /** A prospect's way into checkout: as a new customer, signed in, or as a guest. */
  prospectCheckout: '/prospectCheckout.html',
  /** Where a guest whose session timed out lands (spec 4.1): keep the cart, bring a phone, or start again. */
  prospectByodOptions: '/prospectbyodoptions.html',
  /** A signed-in customer's checkout with what the account knows filled in: the emergency address and delivery. */
  expressCheckout: '/expresscheckout.html',
  /** Any order, read back with its number and the email or billing ZIP it was placed with (the store's own). */
  orderLookup: '/orderstatus.html',
} as const;

// The census of the store's pages: every page name of the specification's sections 2.2 (shopping pages) and 2.4
// (other pages), each with the path it is served at (relative to a sales base), the heading it draws in English, and
// who opens it (a signed-in customer's pages are opened signed in, a guest's by a guest; a step of the test drive
// with the steps before it done). `page-census.spec.ts` opens every one under each sales base of the web store.

/** Who opens a page: a visitor who is not signed in, the postpay or prepay test user, or the guest-checkout test user. */
export type CensusVisitor = 'prospect' | 'postpay' | 'guest' | 'prepay';

export interface CensusPage {
  /** The page name as the specification writes it. */
  readonly name: string;
  readonly path: string;
  readonly heading: string;
  readonly visitor?: CensusVisitor;
  /** Session storage to set before the page is opened (a journey's state that lets a step open). */
  readonly session?: Readonly<Record<string, unknown>>;
}

const TRIAL_ONBOARDING = {
  testDrive: {
    status: 'onboarding',
    done: ['zip', 'eligibility', 'device', 'plan'],
    zip: '10001',
    applicationId: 'TD-CENSUS',
    device: 'Google Pixel 10',
    planId: 'PLAN-UNL-PLUS',
  },
};
const TRIAL_READY = {
  testDrive: {
    ...TRIAL_ONBOARDING.testDrive,
    status: 'ready',
    done: ['zip', 'eligibility', 'device', 'plan', 'checkout'],
  },
};

/** Section 2.2: the shopping pages. */
export const SHOPPING_PAGES: readonly CensusPage[] = [
  { name: 'shop', path: '/shop.html', heading: 'Shop phones, plans and more' },
  { name: 'shopLanding', path: '/shop.html', heading: 'Shop phones, plans and more' },
  { name: 'smartphones', path: '/smartphones.html', heading: 'Smartphones' },
  { name: 'gridwall', path: '/smartphones', heading: 'Smartphones' },
  { name: 'accessoriesLanding', path: '/shop/accessories', heading: 'Accessories' },
  { name: 'productDetail', path: '/smartphones/google-pixel-10.html', heading: 'Google Pixel 10' },
  { name: 'cart', path: '/cart.html', heading: 'Your cart' },
  { name: 'checkout', path: '/checkout.html', heading: 'Checkout' },
  { name: 'guestcheckout', path: '/guestcheckout.html', heading: 'Guest checkout', visitor: 'guest' },
  { name: 'expresscart', path: '/expresscart.html', heading: 'Your order' },
  { name: 'expresscheckout', path: '/expresscheckout.html', heading: 'Express checkout', visitor: 'postpay' },
  { name: 'orderreview', path: '/orderreview.html', heading: 'Review your order' },
  { name: 'expresshub', path: '/expresshub.html', heading: 'Before you check out' },
  { name: 'expresshubv2', path: '/expresshubv2.html', heading: 'Before you check out' },
  // With no order to show, a confirmation page says so and thanks no one.
  { name: 'orderconfirmation', path: '/orderconfirmation.html', heading: 'We could not find this order' },
  { name: 'guestconfirmation', path: '/guestconfirmation.html', heading: 'We could not find this order' },
  { name: 'favorites', path: '/favorites.html', heading: 'Favorites' },
  { name: 'plans', path: '/plans.html', heading: 'Plans' },
  { name: 'plans/recommendation', path: '/plans/recommendation.html', heading: 'Your recommended plan' },
  { name: 'plans/selector', path: '/plans/selector.html', heading: 'Find your plan' },
  { name: 'plans/recommended', path: '/plans/recommended.html', heading: 'Your recommended plan' },
  { name: 'protection', path: '/protection.html', heading: 'Protect your phone' },
  { name: 'protectionNew', path: '/protectionNew.html', heading: 'Protect your phone' },
  { name: 'leadOffers', path: '/leadOffers.html', heading: 'Offers picked for you' },
  { name: 'downpay', path: '/downpay.html', heading: 'Your down payment' },
  { name: 'downpayment', path: '/downpayment.html', heading: 'Your down payment' },
  { name: 'dppagreement', path: '/dppagreement.html', heading: 'Device payment agreement' },
  { name: 'dppineligible', path: '/dppineligible.html', heading: 'Device payments aren’t available' },
  { name: 'quotesComparison', path: '/quotesComparison.html', heading: 'Compare quotes' },
  { name: 'quotes', path: '/quotes.html', heading: 'Saved quotes' },
  { name: 'promohub', path: '/promohub.html', heading: 'Deals and promotions' },
  { name: 'promohubcart', path: '/promohubcart.html', heading: 'Your deal' },
  { name: 'emptycart', path: '/emptycart.html', heading: 'Your cart' },
  { name: 'scanAndGoCart', path: '/scanAndGoCart.html', heading: 'Scan and go' },
  { name: 'promobundlebuilder', path: '/promobundlebuilder.html', heading: 'Build your bundle' },
  { name: 'giftcard', path: '/giftcard.html', heading: 'Payment' },
  { name: 'ISPU_SHOP', path: '/ISPU_SHOP.html', heading: 'How do you want to get your order?' },
  { name: 'portInPrompt', path: '/portInPrompt.html', heading: 'Do you want to keep your current number?' },
  { name: 'assignMTN', path: '/assignMTN.html', heading: 'Choose your phone numbers' },
  { name: 'portin', path: '/portin.html', heading: 'Bring your number' },
  { name: 'newnumber', path: '/newnumber.html', heading: 'Choose your phone numbers' },
  { name: 'oldnumber', path: '/oldnumber.html', heading: 'Bring your number' },
  { name: 'mylink', path: '/mylink.html', heading: 'Your Specialist’s picks' },
  { name: 'humconfig', path: '/humconfig.html', heading: 'Set up your connected car' },
  { name: '5gbolt', path: '/5gbolt.html', heading: '5G Home Internet' },
  { name: 'sddInterstitial', path: '/sddInterstitial.html', heading: 'How do you want to get your order?' },
  { name: 'myOffersList', path: '/myOffersList.html', heading: 'My offers', visitor: 'postpay' },
  { name: 'holidayoffers', path: '/holidayoffers.html', heading: 'Holiday offers' },
  { name: 'holidayoffers (error)', path: '/holidayoffers/error.html', heading: 'Holiday offers are not available' },
  { name: 'fivegupsell', path: '/fivegupsell.html', heading: 'Move up to 5G' },
  { name: 'openBankMLP', path: '/openBankMLP.html', heading: 'Bank with our partner, save on your bill' },
  { name: 'mdnselection', path: '/mdnselection.html', heading: 'Which line are you upgrading?', visitor: 'postpay' },
  {
    name: 'accessoryInterstitial',
    path: '/accessoryInterstitial.html?device=google-pixel-10',
    heading: 'Added to your cart',
  },
  { name: 'selectMakeAndModel', path: '/selectMakeAndModel.html', heading: 'Choose your phone' },
  { name: 'buysim', path: '/buysim.html', heading: 'Get a SIM' },
  { name: 'e911', path: '/e911.html', heading: 'Emergency (911) address' },
  { name: 'numberselection', path: '/numberselection.html', heading: 'Choose your phone numbers' },
  { name: 'aboutyourself', path: '/aboutyourself.html', heading: 'Tell us about yourself' },
  { name: 'delivery', path: '/delivery.html', heading: 'How do you want to get your order?' },
  { name: 'payment', path: '/payment.html', heading: 'Payment' },
  { name: 'creditcheck', path: '/creditcheck.html', heading: 'Credit check' },
  { name: 'creditresult', path: '/creditresult.html', heading: 'Credit check' },
  { name: 'credithold', path: '/credithold.html', heading: 'We need to review your credit' },
  { name: 'creditquestionnaire', path: '/creditquestionnaire.html', heading: 'Confirm your identity' },
  { name: 'internationalcreditcheck', path: '/internationalcreditcheck.html', heading: 'Credit check with a passport' },
  { name: 'agreement', path: '/agreement.html', heading: 'Device payment agreement' },
  { name: 'viewAgreement', path: '/viewAgreement.html', heading: 'Device payment agreement' },
  { name: 'lineoverview', path: '/lineoverview.html', heading: 'Your lines', visitor: 'postpay' },
  { name: 'earlyupgrade', path: '/earlyupgrade.html', heading: 'Upgrade early', visitor: 'postpay' },
  { name: 'trial', path: '/trial.html', heading: 'Test drive our network, free for 30 days' },
  { name: 'jtooffers', path: '/jtooffers.html', heading: 'Offers for home and mobile together' },
  { name: 'prospectCheckout', path: '/prospectCheckout.html', heading: 'How would you like to check out?' },
  { name: 'prospectbyodoptions', path: '/prospectbyodoptions.html', heading: 'Your session ended' },
  { name: 'guestlogin', path: '/guestlogin.html', heading: 'Check out as a guest' },
  { name: 'credit card: eligible', path: '/creditcard/eligible.html', heading: 'You’re pre-qualified' },
  {
    name: 'credit card: ineligible',
    path: '/creditcard/ineligible.html',
    heading: 'We can’t pre-qualify you right now',
  },
  { name: 'credit card: Maine', path: '/creditcard/maine.html', heading: 'A disclosure for Maine residents' },
  { name: 'credit card: splash', path: '/creditcard/splash.html', heading: 'The Carrier Visa Card' },
  { name: 'credit card: interstitial', path: '/creditcard/interstitial.html', heading: 'You’re leaving Carrier' },
];

/** Section 2.4: the other pages (the video-assist page, at the origin, is opened on its own). */
export const OTHER_PAGES: readonly CensusPage[] = [
  { name: 'stores journey: find a store', path: '/stores.html', heading: 'Find a store' },
  { name: 'stores journey: book a visit', path: '/stores/store.html', heading: 'Book a visit' },
  { name: 'stores journey: the visit', path: '/stores/visit.html', heading: 'Your visit is booked' },
  { name: 'cartLocked', path: '/cartLocked.html', heading: 'Your cart is open somewhere else' },
  { name: 'cartLocked/chatRep', path: '/cartLocked/chatRep.html', heading: 'A representative is working on your cart' },
  { name: 'eSIM activation', path: '/esim/activation.html', heading: 'Activate your eSIM' },
  { name: 'BYOD', path: '/dvm/eligibility.html', heading: 'Bring your own phone' },
  { name: 'dvm/eligibility', path: '/dvm/eligibility.html', heading: 'Bring your own phone' },
  { name: 'dvm/deviceEligibility', path: '/dvm/deviceEligibility.html', heading: 'Your phone' },
  { name: 'nfcqr', path: '/nfcqr.html', heading: 'Scan to activate your eSIM' },
  { name: 'test drive: welcome', path: '/trial.html', heading: 'Test drive our network, free for 30 days' },
  { name: 'test drive: zip check', path: '/trial/zipcheck.html', heading: 'Where will you use our network?' },
  { name: 'test drive: eligibility', path: '/trial/eligibility.html', heading: 'About you', session: TRIAL_ONBOARDING },
  {
    name: 'test drive: verify IMEI',
    path: '/trial/verifyimei.html',
    heading: 'Check your phone',
    session: TRIAL_ONBOARDING,
  },
  {
    name: 'test drive: plan setup',
    path: '/trial/plansetup.html',
    heading: 'Choose the plan to try',
    session: TRIAL_ONBOARDING,
  },
  {
    name: 'test drive: plan details',
    path: '/trial/plandetails.html',
    heading: 'Details of Unlimited Plus',
    session: TRIAL_ONBOARDING,
  },
  {
    name: 'test drive: checkout',
    path: '/trial/checkout.html',
    heading: 'Review and start',
    session: TRIAL_ONBOARDING,
  },
  { name: 'test drive: next steps', path: '/trial/nextsteps.html', heading: 'Your test drive is ready' },
  { name: 'test drive: activate', path: '/trial/activate.html', heading: 'Add your eSIM', session: TRIAL_READY },
  { name: 'test drive: confirmation', path: '/trial/confirmation.html', heading: 'Your test drive has started' },
  { name: 'test drive: dashboard', path: '/trial/dashboard.html', heading: 'Your test drive' },
  { name: 'test drive: end', path: '/trial/end.html', heading: 'Your test drive has ended' },
  { name: 'test drive: end early', path: '/trial/endearly.html', heading: 'End your test drive early?' },
  { name: 'test drive: FAQ', path: '/trial/faq.html', heading: 'Test drive FAQ' },
  {
    name: 'test drive error: ZIP',
    path: '/trial/error/zip.html',
    heading: 'Our network doesn’t reach this ZIP code yet',
  },
  { name: 'test drive error: device', path: '/trial/error/device.html', heading: 'This phone can’t take a test drive' },
  { name: 'test drive error: used', path: '/trial/error/used.html', heading: 'You’ve had your test drive' },
  { name: 'test drive error: activation', path: '/trial/error/activation.html', heading: 'Your eSIM didn’t activate' },
  {
    name: 'error page (scheduled order)',
    path: '/error/genericError.html?type=SCHEDULED_ORDER',
    heading: 'You have an order scheduled',
  },
];

/** The retail partner's activation in progress, as the rps pages keep it for the visit. */
const RPS_ACTIVATION = {
  prepaidRps: {
    retailerCode: 'RP-7K2M',
    retailerName: 'Metro Electronics, Newark, NJ',
    imei: '356938035643809',
    phoneName: 'Samsung Galaxy S21',
    planId: 'PLAN-PP-15GB',
    autopay: true,
  },
};

/**
 * The pages of the prepaid store, under `/sales/prepaid/` (the prepaid app): the page names of sections 2.2 and 2.4
 * that are the prepaid store's own, and the shopping pages it draws in its brand.
 */
export const PREPAID_PAGES: readonly CensusPage[] = [
  { name: 'shop (prepaid)', path: '/shop.html', heading: 'Prepaid: pay as you go, no credit check' },
  { name: 'smartphones (prepaid)', path: '/smartphones.html', heading: 'Prepaid phones' },
  { name: 'productDetail (prepaid)', path: '/smartphones/google-pixel-9a.html', heading: 'Google Pixel 9a' },
  { name: 'plans (prepaid)', path: '/plans.html', heading: 'Prepaid plans' },
  { name: 'buysim (prepaid)', path: '/buysim.html', heading: 'Get a SIM for your phone' },
  { name: 'prepaid/byod', path: '/byod.html', heading: 'Bring your phone to prepaid' },
  { name: 'prepaid/mdnselection', path: '/mdnselection.html', heading: 'Your prepaid lines', visitor: 'prepay' },
  { name: 'cart (prepaid)', path: '/cart.html', heading: 'Your prepaid cart' },
  {
    name: 'expresscart (prepaid fallback cart)',
    path: '/expresscart.html?redirect=detailsnotfound',
    heading: 'Your prepaid cart',
  },
  { name: 'checkout (prepaid)', path: '/checkout.html', heading: 'Check out' },
  {
    name: 'orderconfirmation (prepaid, no order)',
    path: '/orderconfirmation.html',
    heading: 'We could not find this order',
  },
  { name: 'rpsplans', path: '/rpsplans.html', heading: 'Activate a phone from a store partner' },
  { name: 'rps plans', path: '/rps/plans.html', heading: 'Choose your prepaid plan', session: RPS_ACTIVATION },
  { name: 'rps checkout', path: '/rps/checkout.html', heading: 'Activate your phone', session: RPS_ACTIVATION },
  { name: 'rps confirmation (no order)', path: '/rps/confirmation.html', heading: 'We could not find this order' },
  { name: 'rps error', path: '/rps/error.html?reason=activationFailed', heading: 'We could not activate your phone' },
];

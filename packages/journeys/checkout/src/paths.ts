// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-checkout/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

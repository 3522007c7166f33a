// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-trade-in/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

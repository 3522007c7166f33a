// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-offers/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

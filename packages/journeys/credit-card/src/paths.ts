// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-credit-card/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

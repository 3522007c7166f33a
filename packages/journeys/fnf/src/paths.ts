// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-fnf/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/** The Friends and Family mini app (spec 2.5). */
export const FNF_PATHS = {
  promo: '/friendsandfamily.html',
  number: '/friendsandfamily/validpromo.html',
  landing: '/friendsandfamily/landing.html',
} as const;

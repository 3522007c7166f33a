// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-account/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/** The signed-in customer's account pages (the store's own: not page names of spec 2.2). */
export const ACCOUNT_PATHS = {
  account: '/account.html',
  orderHistory: '/orderhistory.html',
} as const;

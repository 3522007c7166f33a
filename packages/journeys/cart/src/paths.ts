// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-cart/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/** The cart's pages (spec 2.2, 4.4). */
export const CART_PATHS = {
  cart: '/cart.html',
  expressCart: '/expresscart.html',
  emptyCart: '/emptycart.html',
  expressHub: '/expresshub.html',
  expressHubV2: '/expresshubv2.html',
} as const;

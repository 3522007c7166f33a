// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-stores/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

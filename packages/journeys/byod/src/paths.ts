// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-byod/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

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

// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-trial/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/**
 * The network test drive (spec 2.2 `trial`, 2.4's test-drive family): try the network free on an eSIM in the phone
 * the visitor has. `trial` is its welcome page; the other pages' names are their paths without `.html`.
 */
export const TRIAL_PATHS = {
  welcome: '/trial.html',
  zipCheck: '/trial/zipcheck.html',
  eligibility: '/trial/eligibility.html',
  verifyImei: '/trial/verifyimei.html',
  planSetup: '/trial/plansetup.html',
  planDetails: '/trial/plandetails.html',
  checkout: '/trial/checkout.html',
  nextSteps: '/trial/nextsteps.html',
  activate: '/trial/activate.html',
  confirmation: '/trial/confirmation.html',
  dashboard: '/trial/dashboard.html',
  endEarly: '/trial/endearly.html',
  end: '/trial/end.html',
  faq: '/trial/faq.html',
  zipError: '/trial/error/zip.html',
  deviceError: '/trial/error/device.html',
  usedError: '/trial/error/used.html',
  activationError: '/trial/error/activation.html',
} as const;

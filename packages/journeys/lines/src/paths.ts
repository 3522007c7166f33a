// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-lines/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/** A signed-in customer's lines (spec 2.2): their overview, choosing the line to upgrade, upgrading early. */
export const LINES_PATHS = {
  lineOverview: '/lineoverview.html',
  /** mdnselection: the line an upgrade is for (and the app-download banner's default page, spec 2.9). */
  mdnSelection: '/mdnselection.html',
  earlyUpgrade: '/earlyupgrade.html',
} as const;

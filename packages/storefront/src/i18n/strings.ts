/** UI strings of the store that do not come from the content service, one object per language. */
export interface Strings {
  readonly brandName: string;
  readonly homeLabel: string;
  readonly skipLink: string;
  readonly footerNote: string;
  readonly otherLanguage: { readonly label: string; readonly lang: string };
  readonly loading: string;
  readonly contentFailed: string;
  readonly retry: string;
  readonly phoneLabel: string;
  readonly phoneHelper: string;
  readonly promoHelper: string;
  readonly landingTitle: string;
  readonly landingIntro: string;
  readonly landingPromo: string;
  readonly landingNumber: string;
  /** Spoken form of a masked number: followed by its last four digits. */
  readonly numberEndingIn: string;
  readonly landingLines: string;
  readonly landingNext: string;
  readonly shopSmartphones: string;
  readonly useAnotherCode: string;
  readonly scheduledOrderTitle: string;
  readonly scheduledOrderBody: string;
  readonly genericErrorTitle: string;
  readonly genericErrorBody: string;
  readonly backToStore: string;
  readonly notFoundTitle: string;
  readonly notFoundBody: string;
  readonly notFoundLink: string;
  readonly shell: {
    readonly nav: { readonly friendsAndFamily: string };
    readonly footerGroups: readonly {
      readonly title: string;
      readonly links: readonly { readonly label: string; readonly path: string }[];
    }[];
    readonly signIn: string;
    readonly appBannerTitle: string;
    readonly appBannerDescription: string;
    readonly debugButton: string;
    readonly debugTitle: string;
    readonly debugSite: string;
    readonly debugVisitor: string;
    readonly debugLoggedIn: string;
    readonly debugGuest: string;
    readonly debugCalls: string;
    readonly debugNoCalls: string;
  };
  readonly session: {
    readonly warningTitle: string;
    /** The warning's sentence, with the time left (e.g. "1:59"). */
    readonly warningBody: (timeLeft: string) => string;
    /** Said by screen readers at the warning's last minute and last 20 seconds. */
    readonly warningAnnounce: (timeLeft: string) => string;
    readonly stay: string;
    readonly extending: string;
    readonly signOut: string;
    readonly startOver: string;
    readonly timedOutTitle: string;
    readonly timedOutCustomer: string;
    readonly timedOutGuest: string;
    readonly signInAgain: string;
    readonly continueShopping: string;
    readonly endedElsewhereTitle: string;
    readonly endedElsewhereBody: string;
    readonly extendFailedNetwork: string;
    readonly leaving: string;
  };
  readonly cartLock: {
    /** Who holds the cart, by channel kind and channel id. */
    readonly title: { readonly assisted: string; readonly digital: string };
    readonly where: (channel: string | undefined) => string;
    readonly why: string;
    readonly assistedNext: string;
    readonly digitalNext: string;
    readonly callUs: string;
    readonly callNumber: string;
    readonly checkAgain: string;
    readonly checking: string;
    readonly stillLocked: string;
    readonly keepShopping: string;
  };
  readonly cart: {
    readonly title: string;
    readonly empty: string;
    readonly emptyAction: string;
    readonly line: (n: number) => string;
    readonly plan: string;
    readonly noPlan: string;
    readonly protection: string;
    readonly tradeIn: string;
    readonly accessories: string;
    readonly quantity: string;
    readonly remove: string;
    readonly removing: string;
    readonly dueToday: string;
    readonly dueMonthly: string;
    readonly perMonth: string;
    readonly readFailed: string;
    readonly changeFailed: string;
    readonly lockedNotice: string;
  };
}

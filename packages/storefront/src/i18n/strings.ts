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
    readonly nav: {
      readonly phones: string;
      readonly accessories: string;
      readonly plans: string;
      readonly friendsAndFamily: string;
    };
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
}

/** The words of the Friends and Family pages that do not come from the content service. */
export interface FnfStrings {
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
  readonly loading: string;
  readonly contentFailed: string;
}

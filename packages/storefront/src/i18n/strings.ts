/** UI strings of the store that do not come from the content service, one object per language. */
export interface Strings {
  /** The brand's name by brand (the header's logo and its home link): the wireless store's and the prepaid store's. */
  readonly brandName: { readonly wireless: string; readonly prepaid: string };
  readonly homeLabel: { readonly wireless: string; readonly prepaid: string };
  readonly skipLink: string;
  readonly footerNote: string;
  readonly otherLanguage: { readonly label: string; readonly lang: string };
  readonly retry: string;
  /** The configured default message that replaces an error once the customer's retry failed too (spec 8.3). */
  readonly stillFailing: string;
  /** The link to the page a service names for more about an error (`information_link`, spec 3.6). */
  readonly learnMore: string;
  readonly scheduledOrderTitle: string;
  readonly scheduledOrderBody: string;
  readonly genericErrorTitle: string;
  readonly genericErrorBody: string;
  readonly backToStore: string;
  readonly notFoundTitle: string;
  readonly notFoundBody: string;
  readonly notFoundLink: string;
  readonly shell: {
    /** The title of the footer's group of links to the journeys' pages. */
    readonly footerShopTitle: string;
    readonly signIn: string;
    /** The account link of a signed-in customer: what it says, and what a screen reader hears. */
    /** Said once a customer has just signed in on the way into the shop (`shopL2SignInSuccess`). */
    readonly signedIn: string;
    readonly greeting: (firstName: string | undefined) => string;
    /** The header's click-to-call: what it says (the number), and what a screen reader hears. */
    readonly callLabel: (number: string) => string;
    readonly callName: (number: string) => string;
    readonly accountName: (firstName: string | undefined) => string;
  };
}

import type { RestrictedOffer } from '@carrier/analytics-tagger';
import type { LookedUpAction } from '@carrier/error-catalogue';
import type { AccountCustomer, ContentPage, FooterContent } from '@carrier/service-contracts';

/** Where a customer left off, as the services name it (spec 3.7). */
export interface ProcessStep {
  readonly processStep: string;
  readonly spokeJourney: string | null;
}

/** A support case of the customer's account. */
export interface SupportCase {
  readonly caseId: string;
  readonly status: string;
  /** The day it was opened, `YYYY-MM-DD`. */
  readonly opened: string;
  readonly subject: string;
}
import type { FavoritesRemote } from './favorites.js';
import { loadOnce } from './platform/load-once.js';

/** The calls the store's frame makes on every page, whatever the journey: favorites and accepted offers. */
export interface StoreServices {
  /** Signed-in customers' favorites (the wishlist service). */
  readonly favorites: FavoritesRemote;
  /** Saves an offer accepted through restricted-product flags in the URL (spec 2.6, 7.3). */
  saveAcceptedOffer(offer: RestrictedOffer): Promise<void>;
  /**
   * The signed-in customer's account (accountlandingservice/landing): first name, line of business, wireless
   * lines and home services; null for a visitor who is not signed in. Read once per page.
   */
  customerAccount(): Promise<AccountCustomer | null>;
  /**
   * Where the signed-in customer left off (accountlandingservice/getProcessStep, spec 3.7): the process step and the
   * spoke journey the services name.
   */
  processStep(): Promise<ProcessStep>;
  /** The signed-in customer's support cases (casemanagementservice/cases/getCases). */
  supportCases(): Promise<readonly SupportCase[]>;
  /** The footer's groups of links, from the content service, in the site's language. Read once per page. */
  footerContent(): Promise<FooterContent>;
  /** A help, company or legal page from the content service, by its path under the sales base. */
  contentPage(path: string): Promise<ContentPage>;
  /** What the error service says the store should do about an error id (fraudservice/error/lookup, spec 7.3). */
  errorLookup(errorId: string): Promise<LookedUpAction>;
}

/**
 * The store's calls, loaded with their answer contracts on first use, so the first page's code carries neither;
 * every method waits for the module, then calls through.
 */
export function deferredStoreServices(load: () => Promise<StoreServices>): StoreServices {
  const loaded = loadOnce(load);
  const account = loadOnce(() => loaded().then((s) => s.customerAccount()));
  const footer = loadOnce(() => loaded().then((s) => s.footerContent()));
  return {
    favorites: {
      read: () => loaded().then((s) => s.favorites.read()),
      save: (items) => loaded().then((s) => s.favorites.save(items)),
    },
    saveAcceptedOffer: (offer) => loaded().then((s) => s.saveAcceptedOffer(offer)),
    customerAccount: account,
    processStep: () => loaded().then((s) => s.processStep()),
    supportCases: () => loaded().then((s) => s.supportCases()),
    footerContent: footer,
    contentPage: (path) => loaded().then((s) => s.contentPage(path)),
    errorLookup: (errorId) => loaded().then((s) => s.errorLookup(errorId)),
  };
}

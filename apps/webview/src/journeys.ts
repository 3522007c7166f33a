import { byodJourney } from '@carrier/journey-byod';
import { cartJourney } from '@carrier/journey-cart';
import { checkoutJourney } from '@carrier/journey-checkout';
import { creditCardJourney } from '@carrier/journey-credit-card';
import { fnfJourney } from '@carrier/journey-fnf';
import { linesJourney } from '@carrier/journey-lines';
import { offersJourney } from '@carrier/journey-offers';
import { shopJourney } from '@carrier/journey-shop';
import { storesJourney } from '@carrier/journey-stores';
import { tradeInJourney } from '@carrier/journey-trade-in';
import { trialJourney } from '@carrier/journey-trial';
import type { AnyJourney } from '@carrier/storefront';

/** The journeys the store in the app's web view serves, each from its manifest. */
export const JOURNEYS: readonly AnyJourney[] = [
  shopJourney,
  cartJourney,
  checkoutJourney,
  fnfJourney,
  linesJourney,
  byodJourney,
  trialJourney,
  tradeInJourney,
  creditCardJourney,
  offersJourney,
  storesJourney,
];

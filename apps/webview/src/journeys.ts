import { byodJourney } from '@carrier/journey-byod/lazy';
import { cartJourney } from '@carrier/journey-cart/lazy';
import { checkoutJourney } from '@carrier/journey-checkout/lazy';
import { creditCardJourney } from '@carrier/journey-credit-card/lazy';
import { fnfJourney } from '@carrier/journey-fnf/lazy';
import { linesJourney } from '@carrier/journey-lines/lazy';
import { offersJourney } from '@carrier/journey-offers/lazy';
import { shopJourney } from '@carrier/journey-shop/lazy';
import { storesJourney } from '@carrier/journey-stores/lazy';
import { tradeInJourney } from '@carrier/journey-trade-in/lazy';
import { trialJourney } from '@carrier/journey-trial/lazy';
import type { AnyJourney } from '@carrier/storefront';

/** The journeys the store in the app's web view serves, each from its summary (its manifest loads with its first page). */
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

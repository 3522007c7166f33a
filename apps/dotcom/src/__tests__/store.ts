import type { StorefrontDeps } from '@carrier/storefront/kit';
import { detachedJourneyWorld, journeyDepsOf } from '@carrier/storefront/testing';
import { DOTCOM } from '../config.js';

/**
 * The journeys dotcom serves, each with its services over a world where no call answers; a test replaces the
 * services of the journey it exercises.
 */
export function dotcomJourneys(
  replace: Readonly<Record<string, unknown>> = {},
): Pick<StorefrontDeps, 'journeys' | 'journeyDeps'> {
  // The replacements go into the object built, never a copy of it: a journey whose services are built on first use
  // puts them in that object when a page of its is opened (a copy would keep its placeholder, and the page would draw
  // with no services at all).
  const journeyDeps = journeyDepsOf(DOTCOM.journeys, detachedJourneyWorld());
  Object.assign(journeyDeps, replace);
  return { journeys: DOTCOM.journeys, journeyDeps };
}

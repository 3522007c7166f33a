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
  return {
    journeys: DOTCOM.journeys,
    journeyDeps: { ...journeyDepsOf(DOTCOM.journeys, detachedJourneyWorld()), ...replace },
  };
}

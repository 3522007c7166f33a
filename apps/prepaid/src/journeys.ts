import { prepaidJourney } from '@carrier/journey-prepaid';
import { storesJourney } from '@carrier/journey-stores';
import type { AnyJourney } from '@carrier/storefront';

/** The journeys the prepaid store serves, each from its manifest: the prepaid store itself, and the stores. */
export const JOURNEYS: readonly AnyJourney[] = [prepaidJourney, storesJourney];

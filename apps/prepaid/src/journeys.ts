import { prepaidJourney } from '@carrier/journey-prepaid/lazy';
import { storesJourney } from '@carrier/journey-stores/lazy';
import type { AnyJourney } from '@carrier/storefront';

/** The journeys the prepaid store serves, each from its summary (its manifest loads with its first page): the prepaid store itself, and the stores. */
export const JOURNEYS: readonly AnyJourney[] = [prepaidJourney, storesJourney];

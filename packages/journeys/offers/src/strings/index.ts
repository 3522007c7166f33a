import type { Language } from '@carrier/storefront/kit';
import { en, type OffersStrings } from './en.js';
import { es } from './es.js';

export type { OffersStrings } from './en.js';

/** The offer pages' words in English and Spanish, loaded with their pages. */
export const OFFERS_STRINGS: Readonly<Record<Language, OffersStrings>> = { en, es };

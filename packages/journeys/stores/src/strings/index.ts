import type { Language } from '@carrier/storefront/kit';
import { en, type StoresStrings } from './en.js';
import { es } from './es.js';

export type { StoresStrings } from './en.js';

/** The stores journey's words in English and Spanish, loaded with their pages. */
export const STORES_STRINGS: Readonly<Record<Language, StoresStrings>> = { en, es };

import type { Language } from '@carrier/storefront/kit';
import { en, type PrepaidStrings } from './en.js';
import { es } from './es.js';

export type { PrepaidStrings } from './en.js';

/** The prepaid journey's words in English and Spanish, loaded with their pages. */
export const PREPAID_STRINGS: Readonly<Record<Language, PrepaidStrings>> = { en, es };

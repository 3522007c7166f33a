import type { Language } from '@carrier/storefront/kit';
import { en, type AccountStrings } from './en.js';
import { es } from './es.js';

export type { AccountStrings } from './en.js';

/** The account pages' words in English and Spanish, loaded with them. */
export const ACCOUNT_STRINGS: Readonly<Record<Language, AccountStrings>> = { en, es };

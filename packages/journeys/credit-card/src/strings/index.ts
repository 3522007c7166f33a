import type { Language } from '@carrier/storefront/kit';
import { en, type CreditCardStrings } from './en.js';
import { es } from './es.js';

export type { CreditCardStrings } from './en.js';

/** The credit card's words in English and Spanish, loaded with its pages. */
export const CREDIT_CARD_STRINGS: Readonly<Record<Language, CreditCardStrings>> = { en, es };

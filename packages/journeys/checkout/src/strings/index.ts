import type { Language } from '@carrier/storefront/kit';
import { en, type CheckoutStrings } from './en.js';
import { es } from './es.js';

export type { CheckoutStrings } from './en.js';

/** The checkout's words in English and Spanish, loaded with its pages. */
export const CHECKOUT_STRINGS: Readonly<Record<Language, CheckoutStrings>> = { en, es };

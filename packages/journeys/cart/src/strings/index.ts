import type { Language } from '@carrier/storefront/kit';
import { en, type CartStrings } from './en.js';
import { es } from './es.js';

export type { CartStrings } from './en.js';

/** The cart page's words in English and Spanish, loaded with it. */
export const CART_STRINGS: Readonly<Record<Language, CartStrings>> = { en, es };

import type { Language } from '@carrier/storefront/kit';
import { en, type ShopStrings } from './en.js';
import { es } from './es.js';

export type { ShopStrings } from './en.js';

/** The shopping pages' words in English and Spanish. */
export const SHOP_STRINGS: Readonly<Record<Language, ShopStrings>> = { en, es };

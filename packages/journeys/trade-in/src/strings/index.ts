import type { Language } from '@carrier/storefront/kit';
import { en, type TradeInStrings } from './en.js';
import { es } from './es.js';

export type { TradeInStrings } from './en.js';

/** The trade-in pages' words in English and Spanish, loaded with them. */
export const TRADE_IN_STRINGS: Readonly<Record<Language, TradeInStrings>> = { en, es };

import type { Language } from '@carrier/storefront/kit';
import { en, type ByodStrings } from './en.js';
import { es } from './es.js';

export type { AddRefusal, ByodStrings } from './en.js';

/** The bring-your-own-device pages' words in English and Spanish, loaded with them. */
export const BYOD_STRINGS: Readonly<Record<Language, ByodStrings>> = { en, es };

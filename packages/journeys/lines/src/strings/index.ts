import type { Language } from '@carrier/storefront/kit';
import { en, type LinesStrings } from './en.js';
import { es } from './es.js';

export type { LinesStrings } from './en.js';

/** The lines pages' words in English and Spanish, loaded with them. */
export const LINES_STRINGS: Readonly<Record<Language, LinesStrings>> = { en, es };

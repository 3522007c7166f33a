import type { Language } from '@carrier/storefront/kit';
import { en, type TrialStrings } from './en.js';
import { es } from './es.js';

export type { TrialStrings } from './en.js';

/** The test drive's words in English and Spanish, loaded with its pages. */
export const TRIAL_STRINGS: Readonly<Record<Language, TrialStrings>> = { en, es };

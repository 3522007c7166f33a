import { useStorefront, type Language } from '@carrier/storefront/kit';
import { en, type FnfStrings } from './en.js';
import { es } from './es.js';

export type { FnfStrings } from './en.js';

/** The Friends and Family pages' words in English and Spanish. */
export const FNF_STRINGS: Readonly<Record<Language, FnfStrings>> = { en, es };

/** The Friends and Family words in the site's language. */
export const useFnfStrings = (): FnfStrings => FNF_STRINGS[useStorefront().site.language];

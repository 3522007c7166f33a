import { createContext, useContext } from 'react';

/** The languages of the components' own words (spec 1: the Spanish site). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the components speak; set by `BrandTheme`'s `language`. */
export const LanguageContext = createContext<Language>('en');

/** The current language, for number and currency formatting. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

import { createContext, useContext, type ReactNode } from 'react';
import { prepaidTheme, wirelessTheme } from '../../theme/themes.css.js';
import { LanguageContext, type Language } from '../../i18n/language.js';
import * as styles from './BrandTheme.css.js';

/** The brands the store is themed for. */
export const BRANDS = ['wireless', 'prepaid'] as const;
export type Brand = (typeof BRANDS)[number];

const THEME_CLASS: Record<Brand, string> = { wireless: wirelessTheme, prepaid: prepaidTheme };

const BrandContext = createContext<Brand>('wireless');

/** The brand of the theme a component is drawn in (the wireless brand outside any `BrandTheme`). */
export const useBrand = (): Brand => useContext(BrandContext);

export interface BrandThemeProps {
  readonly brand?: Brand;
  /** The language of the components' own words (close, loading, page numbers); English by default. */
  readonly language?: Language;
  readonly children: ReactNode;
}

/**
 * Applies a brand's tokens and the base text styles to everything inside. Wrap each app (and each story)
 * in it once.
 * @example <BrandTheme brand="wireless"><App /></BrandTheme>
 */
export function BrandTheme({ brand = 'wireless', language = 'en', children }: BrandThemeProps) {
  return (
    <BrandContext value={brand}>
      <LanguageContext.Provider value={language}>
        <div className={`${THEME_CLASS[brand]} ${styles.root}`} lang={language} data-brand={brand}>
          {children}
        </div>
      </LanguageContext.Provider>
    </BrandContext>
  );
}

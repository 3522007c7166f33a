import type { ReactNode } from 'react';
import { wirelessTheme } from '../../theme/themes.css.js';
import * as styles from './BrandTheme.css.js';

/** The brands the store is themed for. */
export const BRANDS = ['wireless'] as const;
export type Brand = (typeof BRANDS)[number];

const THEME_CLASS: Record<Brand, string> = { wireless: wirelessTheme };

export interface BrandThemeProps {
  readonly brand?: Brand;
  readonly children: ReactNode;
}

/**
 * Applies a brand's tokens and the base text styles to everything inside. Wrap each app (and each story)
 * in it once.
 * @example <BrandTheme brand="wireless"><App /></BrandTheme>
 */
export function BrandTheme({ brand = 'wireless', children }: BrandThemeProps) {
  return <div className={`${THEME_CLASS[brand]} ${styles.root}`}>{children}</div>;
}

import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrandTheme } from '../components/BrandTheme/BrandTheme.js';
import type { Language } from '../i18n/strings.js';

/** Renders inside the theme, in a language (English by default). */
export function renderIn(ui: ReactElement, language: Language = 'en'): RenderResult {
  return render(<BrandTheme language={language}>{ui}</BrandTheme>);
}

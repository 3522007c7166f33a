import { CONTENT_MAX_WIDTH } from './breakpoints.js';

/** The wireless brand's tokens. Text/background pairs meet WCAG AA (see theme.test.ts). */
export const wirelessTokens = {
  color: {
    text: '#000000',
    textMuted: '#5c5f61',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f6f6f6',
    border: '#767676',
    borderStrong: '#000000',
    focus: '#0066cc',
    brand: '#d52b1e',
    action: '#000000',
    actionHover: '#333333',
    actionText: '#ffffff',
    disabled: '#d8dada',
    disabledText: '#5c5f61',
    error: '#b30000',
    errorSurface: '#fdeceb',
    warning: '#7a4d00',
    warningSurface: '#fff4e0',
    success: '#00703c',
    successSurface: '#e6f4ec',
    info: '#005a8c',
    infoSurface: '#e6f1f8',
  },
  font: {
    body: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
    heading: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  fontWeight: { regular: '400', bold: '700' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  contentMaxWidth: `${CONTENT_MAX_WIDTH}px`,
} as const;

import { CONTENT_MAX_WIDTH } from './breakpoints.js';

/** Every token a theme fills in: the shape of the theme contract, with plain values. */
export interface ThemeTokens {
  readonly color: Readonly<Record<ColorToken, string>>;
  readonly font: { readonly body: string; readonly heading: string };
  readonly fontSize: Readonly<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>>;
  readonly lineHeight: { readonly tight: string; readonly normal: string };
  readonly fontWeight: { readonly regular: string; readonly bold: string };
  readonly space: Readonly<Record<'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>>;
  readonly radius: { readonly sm: string; readonly md: string; readonly pill: string };
  readonly elevation: { readonly raised: string; readonly overlay: string; readonly dialog: string };
  /** Durations and easing of transitions; the theme sets the durations to 0 ms when motion is reduced. */
  readonly motion: { readonly fast: string; readonly normal: string; readonly slow: string; readonly easing: string };
  /** Stacking order (z-index) of the layers of a page, lowest first. */
  readonly layer: Readonly<Record<LayerToken, string>>;
  readonly contentMaxWidth: string;
}

export const COLOR_TOKENS = [
  'text',
  'textMuted',
  'textInverse',
  'background',
  'surface',
  'border',
  'borderStrong',
  'focus',
  'brand',
  'action',
  'actionHover',
  'actionText',
  'disabled',
  'disabledText',
  'error',
  'errorSurface',
  'warning',
  'warningSurface',
  'success',
  'successSurface',
  'info',
  'infoSurface',
  'promo',
  'rating',
  'scrim',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];

export const LAYER_TOKENS = ['sticky', 'header', 'dropdown', 'overlay', 'dialog', 'toast', 'loader'] as const;
export type LayerToken = (typeof LAYER_TOKENS)[number];

/** Scales both brands share. */
const SHARED = {
  elevation: {
    raised: '0 1px 3px rgba(0, 0, 0, 0.16)',
    overlay: '0 4px 16px rgba(0, 0, 0, 0.2)',
    dialog: '0 12px 40px rgba(0, 0, 0, 0.3)',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layer: Object.fromEntries(LAYER_TOKENS.map((name, i) => [name, String((i + 1) * 100)])) as Record<LayerToken, string>,
};

/** The wireless brand's tokens. Text/background pairs meet WCAG AA (see theme.test.ts). */
export const wirelessTokens: ThemeTokens = {
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
    promo: '#b30000',
    rating: '#000000',
    scrim: 'rgba(0, 0, 0, 0.6)',
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
  elevation: SHARED.elevation,
  motion: SHARED.motion,
  layer: SHARED.layer,
  contentMaxWidth: `${CONTENT_MAX_WIDTH}px`,
};

/**
 * The prepaid brand's tokens: the same scales as wireless, its own colours (a deep blue for actions and
 * the brand mark). Text/background pairs meet WCAG AA (see theme.test.ts).
 */
export const prepaidTokens: ThemeTokens = {
  ...wirelessTokens,
  color: {
    ...wirelessTokens.color,
    text: '#1b1d1f',
    textMuted: '#51565c',
    surface: '#f3f6fa',
    border: '#6b7480',
    borderStrong: '#1b1d1f',
    focus: '#0b57d0',
    brand: '#0b3d91',
    action: '#0b3d91',
    actionHover: '#082c69',
    promo: '#a3141c',
    rating: '#1b1d1f',
  },
  // The prepaid brand's own type: Figtree, a geometric sans rounder than the wireless brand's grotesque, which the
  // prepaid app serves itself (its @font-face, from the @fontsource/figtree package); the system's humanist sans
  // stand in until it has come, or where an app does not serve it.
  font: {
    body: 'Figtree, "Segoe UI", "Avenir Next", Roboto, "DejaVu Sans", Verdana, sans-serif',
    heading: 'Figtree, "Avenir Next", "Trebuchet MS", "Segoe UI", "DejaVu Sans", Verdana, sans-serif',
  },
  radius: { sm: '6px', md: '12px', pill: '999px' },
};

export {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  MOBILE_ONLY_BREAKPOINTS,
  mediaMobileOnly,
  mediaUp,
} from './theme/breakpoints.js';
export type { Breakpoint } from './theme/breakpoints.js';
export { vars } from './theme/contract.css.js';
export { wirelessTokens } from './theme/tokens.js';
export { wirelessTheme } from './theme/themes.css.js';
export { contrastRatio } from './theme/contrast.js';
export { ALERT_TONES, Alert } from './components/Alert/Alert.js';
export type { AlertProps, AlertTone } from './components/Alert/Alert.js';
export { BRANDS, BrandTheme } from './components/BrandTheme/BrandTheme.js';
export type { Brand, BrandThemeProps } from './components/BrandTheme/BrandTheme.js';
export { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './components/Button/Button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.js';
export { PageLayout } from './components/PageLayout/PageLayout.js';
export type { FooterLink, PageLayoutProps } from './components/PageLayout/PageLayout.js';
export { TEXT_FIELD_STATES, TextField } from './components/TextField/TextField.js';
export type { TextFieldProps, TextFieldState } from './components/TextField/TextField.js';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.js';

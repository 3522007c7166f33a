import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every theme fills in. The CSS variables have fixed names (`--carrier-color-text`), so
 * the built package and its source agree, and plain CSS can use them too.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      text: null,
      textMuted: null,
      textInverse: null,
      background: null,
      surface: null,
      border: null,
      borderStrong: null,
      focus: null,
      brand: null,
      action: null,
      actionHover: null,
      actionText: null,
      disabled: null,
      disabledText: null,
      error: null,
      errorSurface: null,
      warning: null,
      warningSurface: null,
      success: null,
      successSurface: null,
      info: null,
      infoSurface: null,
      promo: null,
      rating: null,
      scrim: null,
    },
    font: { body: null, heading: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    lineHeight: { tight: null, normal: null },
    fontWeight: { regular: null, bold: null },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, pill: null },
    elevation: { raised: null, overlay: null, dialog: null },
    motion: { fast: null, normal: null, slow: null, easing: null },
    layer: { sticky: null, header: null, dropdown: null, overlay: null, dialog: null, toast: null, loader: null },
    contentMaxWidth: null,
  },
  (_value, path) => `carrier-${path.join('-')}`,
);

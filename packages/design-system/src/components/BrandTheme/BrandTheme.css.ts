import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

// The few document-wide rules every page needs; they live here so they ship with the theme root.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', { margin: 0 });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

export const root = style({
  '@media': {
    // Motion tokens drop to nothing for people who ask for less motion.
    // `&[class]` outranks the brand theme class on the same element.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[class]': { vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' } },
      },
    },
  },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle(`${root} :focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&[aria-pressed="true"]': { color: vars.color.brand },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  plain: {},
  outlined: { borderColor: vars.color.borderStrong },
  filled: {
    background: vars.color.action,
    color: vars.color.actionText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.actionHover } },
  },
});

export const size = styleVariants({
  large: { width: '2.75rem', height: '2.75rem' },
  small: { width: '2rem', height: '2rem', '@media': { '(pointer: coarse)': { width: '2.75rem', height: '2.75rem' } } },
});

export const icon = style({ display: 'inline-flex', width: '1.5rem', height: '1.5rem' });

export const count = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The stepper and, under it, what is wrong with a typed quantity. */
export const field = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

export const input = style({
  width: '3.5rem',
  minHeight: '2.75rem',
  textAlign: 'center',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
  MozAppearance: 'textfield',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

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
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});

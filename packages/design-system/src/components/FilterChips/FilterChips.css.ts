import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const group = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.action,
      color: vars.color.actionText,
      borderColor: vars.color.action,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.borderStrong },
  },
});

/** A chip that is a link to the page with it toggled. */
export const link = style({ textDecoration: 'none' });

export const check = style({ display: 'inline-flex', width: '1rem', height: '1rem' });

export const count = style({ opacity: 0.85 });

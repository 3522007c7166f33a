import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const tabs = style({ display: 'grid', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 'none',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '4px solid transparent',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: vars.color.brand,
    },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const panel = style({ borderRadius: vars.radius.sm });

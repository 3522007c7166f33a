import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const wrap = style({
  position: 'relative',
  display: 'block',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: vars.space.md,
      top: '50%',
      width: '0.5rem',
      height: '0.5rem',
      borderRight: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
});

export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xxl} 0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:disabled': { background: vars.color.disabled, color: vars.color.disabledText } },
});

export const invalid = style({ borderColor: vars.color.error, borderWidth: 2 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': { content: '"/"', padding: `0 ${vars.space.xs}`, color: vars.color.textMuted },
  },
});

export const link = style({
  color: vars.color.text,
  minHeight: '1.5rem',
  display: 'inline-flex',
  alignItems: 'center',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minHeight: '2.75rem' });

/** The native box, enlarged and coloured with the theme; it keeps its platform semantics. */
export const box = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.action,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const text = style({ display: 'grid', gap: vars.space.xxs, paddingTop: '0.15rem' });

export const label = style({ cursor: 'pointer' });

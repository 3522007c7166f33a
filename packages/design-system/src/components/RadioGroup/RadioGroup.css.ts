import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const options = style({ display: 'flex', gap: vars.space.xs });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minHeight: '2.75rem' });

export const radio = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.action,
});

export const text = style({ display: 'grid', gap: vars.space.xxs, paddingTop: '0.15rem' });

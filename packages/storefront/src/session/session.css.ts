import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

export const countdown = style({
  display: 'block',
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

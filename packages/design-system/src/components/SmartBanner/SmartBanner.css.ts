import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const icon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: '0.125rem', fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.md });

export const description = style({ color: vars.color.textMuted });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const price = style({ display: 'grid', gap: vars.space.xxs });

export const size = styleVariants({
  large: { fontSize: vars.fontSize.xl },
  small: { fontSize: vars.fontSize.lg },
});

export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const amount = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const discounted = style({ color: vars.color.promo });

export const struck = style({ fontSize: '0.6em', color: vars.color.textMuted });

export const unit = style({ fontSize: '0.6em', fontWeight: vars.fontWeight.bold });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const credit = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.promo,
  fontWeight: vars.fontWeight.bold,
});

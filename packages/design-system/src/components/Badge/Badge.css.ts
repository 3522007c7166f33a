import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0.125rem ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: {
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  promo: { background: vars.color.brand, color: vars.color.textInverse },
  new: { background: vars.color.action, color: vars.color.actionText },
  success: { background: vars.color.successSurface, color: vars.color.text },
  info: { background: vars.color.infoSurface, color: vars.color.text },
});

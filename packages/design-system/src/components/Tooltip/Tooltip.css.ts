import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const tooltip = style({
  position: 'absolute',
  left: '50%',
  zIndex: vars.layer.dropdown,
  width: 'max-content',
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.action,
  color: vars.color.actionText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.elevation.overlay,
  transform: 'translateX(-50%)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const placement = styleVariants({
  top: { bottom: `calc(100% + ${vars.space.xs})` },
  bottom: { top: `calc(100% + ${vars.space.xs})` },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
});

export const text = style({ display: 'grid', gap: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  flex: 'none',
  width: '3rem',
  height: '1.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.action, borderColor: vars.color.action },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.disabled, borderColor: vars.color.disabled },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  background: vars.color.border,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${track}[aria-checked="true"] &`]: { transform: 'translateX(1.25rem)', background: vars.color.actionText },
  },
});

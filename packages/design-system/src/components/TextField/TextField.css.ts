import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderBottomColor: vars.color.borderStrong,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:disabled': { background: vars.color.surface, color: vars.color.disabledText },
  },
});

export const inputState = styleVariants({
  none: {},
  error: { borderColor: vars.color.error, borderWidth: '2px', background: vars.color.errorSurface },
  success: { borderColor: vars.color.success, borderWidth: '2px' },
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm });

export const messageTone = styleVariants({
  helper: { color: vars.color.textMuted },
  error: { color: vars.color.error },
  success: { color: vars.color.success },
});

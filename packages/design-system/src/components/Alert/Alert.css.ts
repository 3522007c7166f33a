import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
  error: { background: vars.color.errorSurface, borderColor: vars.color.error },
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
});

export const icon = style({ flex: 'none', width: '1.25rem', height: '1.25rem', marginTop: '0.05rem' });

export const iconTone = styleVariants({
  warning: { color: vars.color.warning },
  error: { color: vars.color.error },
  info: { color: vars.color.info },
  success: { color: vars.color.success },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.bold });

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  padding: 0,
  border: 0,
  color: vars.color.text,
  background: vars.color.background,
  boxShadow: vars.elevation.dialog,
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&::backdrop': { background: vars.color.scrim } },
});

export const placement = styleVariants({
  center: { borderRadius: vars.radius.md, width: 'calc(100% - 2rem)' },
  start: { margin: 0, marginRight: 'auto', height: '100dvh', maxHeight: '100dvh', width: 'min(24rem, 90vw)' },
  end: { margin: 0, marginLeft: 'auto', height: '100dvh', maxHeight: '100dvh', width: 'min(24rem, 90vw)' },
  bottom: {
    margin: 0,
    marginTop: 'auto',
    width: '100%',
    maxWidth: '100%',
    maxHeight: '85dvh',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  },
});

export const size = styleVariants({
  small: { maxWidth: '24rem' },
  medium: { maxWidth: '36rem' },
  large: { maxWidth: '56rem' },
});

export const surface = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ display: 'grid', gap: vars.space.md });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

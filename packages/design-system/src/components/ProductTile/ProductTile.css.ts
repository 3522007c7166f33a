import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const tile = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  border: `1px solid ${vars.color.disabled}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.elevation.overlay } },
});

export const media = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  background: vars.color.surface,
});

export const image = style({ position: 'absolute', inset: '12%', width: '76%', height: '76%', objectFit: 'contain' });

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const favorite = style({ position: 'absolute', top: vars.space.xxs, right: vars.space.xxs, zIndex: 1 });

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, padding: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The name link covers the card, so the whole card opens the product.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const maker = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const colors = style({ display: 'flex', gap: vars.space.xxs, margin: 0 });

export const dot = style({
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const compare = style({ position: 'relative', zIndex: 1 });

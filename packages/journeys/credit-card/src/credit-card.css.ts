import { vars } from '@carrier/design-system';
import { style } from '@vanilla-extract/css';

/** The card's opening: what it gives beside its picture from tablets up; the picture first on a phone. */
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

/** The card's picture: its own shape, never wider than a hand's width on a phone; its room kept while it loads. */
export const cardPicture = style({
  display: 'block',
  width: '100%',
  maxWidth: '22rem',
  height: 'auto',
  aspectRatio: '440 / 290',
  justifySelf: 'center',
  '@media': { 'screen and (max-width: 47.99rem)': { order: -1, maxWidth: '16rem' } },
});

/** What the card gives, as tiles that each lead with their figure. */
export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
});

export const benefit = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A benefit's figure: the largest text of its tile. */
export const benefitFigure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

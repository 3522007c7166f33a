import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The prepaid phones' grid: as many columns as fit, one on a phone. */
export const phoneGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

/** The landing's ways in: a card each. */
export const waysIn = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

/** The landing's banner: the brand's colour behind the promise. */
export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
});
globalStyle(`${hero} h1, ${hero} p`, { margin: 0 });

/** The product page: picture and choices side by side on wide screens. */
export const product = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const productImage = style({
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  aspectRatio: '1 / 1',
  justifySelf: 'center',
});

/** A price that leads a card. */
export const bigPrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** A group of checkout fields under its own heading. */
export const fieldGroup = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const groupTitle = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** Two fields side by side where there is room. */
export const fieldPair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

/** The cart's line item: its picture beside its words. */
export const lineItem = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});
export const lineImage = style({ width: '4rem', height: '4rem' });

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

/** The landing's banner: the brand's colour behind the promise, and a phone beside it from tablets up. */
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) 16rem',
      paddingInline: vars.space.xl,
    },
  },
});
globalStyle(`${hero} h1, ${hero} p`, { margin: 0 });

export const heroText = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/** The lowest plan price: the banner's figure, its room kept while the plans load. */
export const heroFigure = style({
  minHeight: '1.3em',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const heroActions = style({ paddingTop: vars.space.xs });

/** The banner's phone: beside the promise from tablets up; on a phone the phones follow the banner instead. */
export const heroPicture = style({
  display: 'none',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  background: 'rgb(255 255 255 / 0.12)',
  '@media': { 'screen and (min-width: 48rem)': { display: 'block' } },
});

/**
 * The landing's phones: a row that scrolls sideways on a phone (each tile as wide as it needs, the next one peeking
 * in), four in a row from tablets up.
 */
export const landingPhones = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(14rem, 72%)',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.xs,
  '@media': {
    'screen and (min-width: 48rem)': {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: vars.space.md,
      overflowX: 'visible',
    },
  },
});
globalStyle(`${landingPhones} > li`, { scrollSnapAlign: 'start' });

/** A section's heading with its link to all of it, on one line when they fit. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The landing's plans: a card each, side by side. */
export const planTeasers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});
globalStyle(`${planTeasers} p`, { margin: 0 });

/** A plan's price with autopay: the largest text of its card. */
export const planFigure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted });

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

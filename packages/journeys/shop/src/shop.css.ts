import { belowNotice, mediaMobileOnly, vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

const WIDE = 'screen and (min-width: 1024px)';
const TABLET = 'screen and (min-width: 768px)';

/** The space a page leaves below its last section. */
export const pageEnd = style({ paddingBlockEnd: vars.space.xl });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const gridwall = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [WIDE]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

/** The filters beside the grid on wide screens (sticky, below a pinned banner: spec 3.12); in a drawer below that. */
export const sidePanel = style({
  display: 'none',
  '@media': { [WIDE]: { display: 'grid', gap: vars.space.md, position: 'sticky', top: belowNotice(vars.space.md) } },
});

export const filterGroup = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });

export const filterTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const narrowOnly = style({ '@media': { [WIDE]: { display: 'none' } } });

/** The sort's form: the list, and its button where scripts are off. */
export const sortForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

/**
 * One tile of a grid. Tiles off screen are not laid out or painted until they come near it (a long grid
 * otherwise costs one long layout on a phone); each keeps about a tile's height meanwhile, then its own. Only
 * the height is given: the width is the grid column's.
 */
export const tileSlot = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 36rem' });

/** Holds a tile's place while the catalogue loads, the same size, so nothing moves when it arrives. */
export const tilePlaceholder = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minHeight: '26rem',
});

export const compareTray = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.layer.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.background,
  boxShadow: vars.elevation.overlay,
});

/**
 * The side-by-side compare. On a phone each attribute's label is a row of its own above the values, so the values
 * have the whole width and wrap between words only; from a tablet's width up, labels sit in their own column.
 */
export const compareTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [TABLET]: { tableLayout: 'fixed', fontSize: vars.fontSize.md } },
});

globalStyle(`${compareTable} th, ${compareTable} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  '@media': { [TABLET]: { padding: vars.space.sm } },
});

/** The label row above an attribute's values, shown on phones only (the row header says it to screen readers). */
export const compareLabelRow = style({
  '@media': { [TABLET]: { display: 'none' } },
});
globalStyle(`${compareLabelRow} td`, {
  borderBottom: 'none',
  paddingBottom: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** The column of labels: on phones kept for screen readers only, on wider screens shown. */
export const compareRowHeader = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [TABLET]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

export const compareScroll = style({ overflowX: 'auto' });

/** A row on which the compared phones differ: tinted, its values in bold. */
export const compareDiffers = style({ background: vars.color.infoSurface });
globalStyle(`${compareDiffers} td`, { fontWeight: vars.fontWeight.bold });

export const compareImage = style({ width: '4rem', height: '4rem', objectFit: 'contain', display: 'block' });

/** Phones picked for the customer, under their heading. */
export const picks = style({ display: 'grid', gap: vars.space.md });

export const suggestions = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
});

// Product page.
export const product = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [TABLET]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const gallery = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  maxHeight: '32rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const galleryImage = style({ width: '70%', height: '70%', objectFit: 'contain' });

export const formRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});

// Landing.
/** The landing page's title: a line above the hero, which is the page's eye-catcher. */
export const landingTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** The promotion's hero: text and picture side by side on wide screens, the picture under the text on phones. */
export const hero = style({
  display: 'grid',
  alignItems: 'center',
  // The room of its text and its picture (2:1, the page's width less its margins) while the content loads, so
  // nothing below it moves when it comes (layout shift).
  minBlockSize: 'calc(25.5rem + (100vw - 2rem) / 2)',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [TABLET]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', minBlockSize: '23rem' } },
});

export const heroText = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg });

export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const heroBody = style({ margin: 0, fontSize: vars.fontSize.lg });

export const heroImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' });

export const heroPlaceholder = style({ margin: 0, padding: vars.space.lg });

/** Cards of deals or plans in a row that wraps. */
export const strips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const planPrice = style({ fontSize: vars.fontSize.xl });

/** A plan's card: as tall as the others in its row, the most popular one ruled in the brand's colour. */
export const planCard = style({
  height: '100%',
  boxSizing: 'border-box',
  selectors: { '&[data-popular]': { borderColor: vars.color.brand, borderWidth: '2px' } },
});

export const planFlag = style({ display: 'flex' });

/** A plan card's action at its foot, whatever the card's words above it. */
export const planAction = style({ marginTop: 'auto', paddingTop: vars.space.sm });

/** The line count's picker: as wide as its choices, not the page. */
export const linePicker = style({ maxWidth: '20rem' });

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});

export const categoryLink = style({
  display: 'block',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

/** The accessories that go with a phone: two cards a row on a phone, four on a computer. */
export const accessoryCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
});

/** An accessory's card: its picture on a light square, its name and price under it, all one link. */
export const accessoryCard = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  alignContent: 'start',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const accessoryPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const accessoryName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'break-word' });

// Specifications and reviews on the product page.

/** Specifications as two columns of name and value on wider screens, stacked on phones. */
export const specList = style({
  display: 'grid',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [TABLET]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl } },
});

export const specRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 2fr) 3fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const specName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const specValue = style({ margin: 0, overflowWrap: 'break-word' });

/** The rating and its histogram beside the reviews on wider screens. */
export const reviewsLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [TABLET]: { gridTemplateColumns: 'minmax(16rem, 1fr) 2fr', alignItems: 'start' } },
});

export const histogram = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const histogramRow = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr 6.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const histogramTrack = style({
  display: 'block',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const histogramBar = style({ display: 'block', height: '100%', background: vars.color.rating });

export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${review} p`, { margin: 0 });

/**
 * The product page's buying actions: side by side; in the mobile-only layout (450 px and under, spec 2.10) one under
 * the other across the whole width, each easy to reach with a thumb.
 */
export const buyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mediaMobileOnly('narrow')]: { flexDirection: 'column', alignItems: 'stretch' } },
});
globalStyle(`${buyActions} > *`, { '@media': { [mediaMobileOnly('narrow')]: { width: '100%' } } });
/** The add-to-cart form: its button is one of the buying actions, laid out as they are. */
export const addForm = style({ display: 'contents' });
globalStyle(`${addForm} > *`, { '@media': { [mediaMobileOnly('narrow')]: { width: '100%' } } });

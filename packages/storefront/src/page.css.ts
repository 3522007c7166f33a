import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

// What the store's pages share beyond the layout primitives: the page title and a link drawn as the main action.

/** A page's main heading. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (min-width: 1024px)': { fontSize: vars.fontSize.xxl } },
});

/** A link that is the page's main action, drawn as the primary button is. */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.action,
  color: vars.color.actionText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

/** A column of text and a form, kept to a readable width. */
export const readableWidth = style({ maxWidth: '32rem' });

/** A page of reading (help, legal): lines short enough to read. */
export const article = style({ maxWidth: '45rem', paddingBlockEnd: vars.space.xl });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const linkList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

/** A bordered card of a list of cards (deals, plans, lines, orders): its heading and lines of text close together. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'break-word',
});
globalStyle(`${card} p, ${card} h3`, { margin: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A list of cards: side by side on wider screens, stacked on phones. */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' } },
});

/** A journey's page: room under its last part. */
export const journeyPage = style({ paddingBlockEnd: vars.space.xl });

/** What a journey's page says under its heading. */
export const intro = style({ margin: 0, maxWidth: '46rem' });

export const mutedText = style({ margin: 0, color: vars.color.textMuted });

/** A form of a journey: as wide as it reads well, not the page's 1232 px. */
export const formWidth = style({ maxWidth: '36rem', minWidth: 0 });

/** The ways on from a page, side by side when there is room. */
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/**
 * Label and value pairs (a summary): labels muted, values bold; a value wraps between its words, and only a word too
 * long for the whole line (an address, a number) is broken rather than overflowing.
 */
export const factList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  overflowWrap: 'break-word',
});
globalStyle(`${factList} dt`, { color: vars.color.textMuted });
globalStyle(`${factList} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

/** Codes to type in (an eSIM's address and activation code): long codes break anywhere rather than overflow. */
export const codeList = style({ margin: 0, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
globalStyle(`${codeList} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${codeList} dd`, { margin: 0, fontFamily: 'ui-monospace, monospace', fontWeight: vars.fontWeight.bold });

/** A figure to read at a glance (the days left of a test drive, a trade-in's value). */
export const bigFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});

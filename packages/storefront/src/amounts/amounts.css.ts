import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

/** The breakdown: its two groups (today, monthly) one above the other. */
export const breakdown = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: '36rem' });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A group's rows: the label on the left, the amount on the right; a long label wraps, an amount never does. */
export const rows = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  rowGap: vars.space.xs,
  alignItems: 'baseline',
});

export const label = style({ margin: 0, paddingInlineEnd: vars.space.md, overflowWrap: 'break-word' });

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A credit taken off reads in the success colour. */
export const credit = style({ color: vars.color.success });

/** A detail of the row above (what each item is taxed on): indented and quieter. */
export const detail = style({
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The group's total stands out, ruled off from its parts. */
export const total = style({
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});

/** How today is paid, under its total. */
export const payment = style({ color: vars.color.textMuted });

export const notes = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The summary of a purchase: its items, then the breakdown. */
export const summary = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const items = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** An item: its picture, then its name and what goes with it. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.disabled}`,
});

/** A picture on a light square, the same size whether it has come or not (no shift as it arrives). */
export const picture = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const itemName = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'break-word' });

export const itemDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const desktop = 'screen and (min-width: 1024px)';

/**
 * The summary beside the content from desktops up: its own card in the last column of the page's grid (at its top,
 * whatever comes before it), kept in view as the page scrolls; on a phone a card of the one column.
 */
export const aside = style({
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@media': {
    [desktop]: {
      gridColumn: '-2 / -1',
      gridRow: 1,
      position: 'sticky',
      top: vars.space.md,
      padding: `0 ${vars.space.lg}`,
    },
  },
});

export const folded = style({ paddingBottom: vars.space.md });

/** Its title, which folds it: what is due today, with the marker of a fold. */
export const fold = style({
  minHeight: '3rem',
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { [`${folded}[open] > &`]: { marginBottom: vars.space.sm } },
});

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

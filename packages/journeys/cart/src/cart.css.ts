import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

const TABLET = 'screen and (min-width: 768px)';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const lineImage = style({ width: '5rem', height: '5rem', objectFit: 'contain' });

export const lineBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
// A line's badges and notes are as wide as their words, not stretched across the line.
globalStyle(`${lineBody} > span`, { justifySelf: 'start' });

export const lineTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/**
 * A line's breakdown: on a phone each label sits above its value, so prices and links never squeeze into a
 * sliver; from a tablet's width up, labels and values side by side.
 */
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.md}`,
  '@media': {
    [TABLET]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xxs },
  },
});
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dt:not(:first-of-type)`, {
  marginTop: vars.space.xs,
  '@media': { [TABLET]: { marginTop: 0 } },
});
globalStyle(`${details} dd`, { margin: 0 });

export const muted = style({ color: vars.color.textMuted });

/** A line's total: the last row of its breakdown, set apart. */
export const subtotal = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    'dt&': { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xxs, color: vars.color.text },
  },
  '@media': {
    [TABLET]: { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xxs },
  },
});

export const summary = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const total = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });

/** The question before a line is removed. */
export const confirm = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A list of links with no bullets, one under the other. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

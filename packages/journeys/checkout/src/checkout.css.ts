import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

/** A list of amounts: the label on the left, the amount on the right, on one row each. */
export const amounts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xs} ${vars.space.md}`,
  maxWidth: '28rem',
});

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The total's row stands out. */
export const total = style({ fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });

/** A card of the page: a section with a border (a step's summary, a store). */
export const panel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

/** A list of panels with no bullets. */
export const plainList = style({ margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A step's content: as wide as a form reads well, not the page's 1232 px. */
export const content = style({ maxWidth: '46rem', minWidth: 0 });

/** What only the screen needs (print, keep shopping): left out of a printed confirmation. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The choices of a ways-in page (new customer, sign in, guest): one column on a phone, side by side when there is room. */
export const choices = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

/** The order summary beside a step (below it on a phone): the amounts in a panel. */
export const summary = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** The ways to get the order, as links side by side: the current one stands out. */
export const methods = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.xs,
});

export const method = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: '3rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.borderStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    'a&:hover': { borderColor: vars.color.borderStrong },
  },
});

/** A way not offered for this order: shown, not a link. */
export const methodOff = style({ color: vars.color.disabledText, background: vars.color.disabled });

export const methodNote = style({ fontSize: vars.fontSize.sm });

import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

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
  overflowWrap: 'break-word',
});

/** An order's number, the first thing a customer looks for on its page. */
export const orderNumber = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** What happens next, step by step, numbered. */
export const nextSteps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

/** A step of the checkout's overview: its number (a tick once done), then its name. */
export const hubStep = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

export const hubStepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-status="done"]': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.background,
    },
    '&[data-status="current"]': { borderColor: vars.color.action, color: vars.color.action },
  },
});

/** A panel's heading: the size of a section's, with no room above it. */
export const panelTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

// A panel's last paragraph leaves no room of its own under it: the panel's padding is the room.
globalStyle(`${panel} > p:last-child`, { marginBottom: 0 });

/** A list of panels with no bullets. */
export const plainList = style({ margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A step's content: as wide as a form reads well, not the page's 1232 px. */
export const content = style({ maxWidth: '46rem', minWidth: 0 });

/**
 * A step beside the summary of what is bought: one column on a phone (the summary folded above the step), the step
 * and the summary side by side from desktops up, the summary on the right.
 */
export const withSummary = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
      columnGap: vars.space.xxl,
    },
  },
});

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

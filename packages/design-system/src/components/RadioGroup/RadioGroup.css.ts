import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const options = style({ display: 'flex', gap: vars.space.xs });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  // Cards side by side, as many as fit at 14rem or more each; one under another on a phone.
  cards: {
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minHeight: '2.75rem' });

export const radio = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.action,
});

/** What describes a choice: its details, then its description. */
export const about = style({ display: 'grid', gap: vars.space.xxs });

export const text = style({ display: 'grid', gap: vars.space.xxs, paddingTop: '0.15rem' });

/** A choice of the cards layout: a card, the chosen one standing out by its border (drawn inside, so nothing moves). */
const card = `${orientation.cards} > div`;
globalStyle(card, {
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
});
globalStyle(`${card}:has(input:checked)`, {
  borderColor: vars.color.action,
  boxShadow: `inset 0 0 0 1px ${vars.color.action}`,
});
globalStyle(`${card}:has(input:focus-visible)`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${card}:has(input:disabled)`, { opacity: 0.6 });
/** A card's label is bold, and takes the taps of the whole card; its radio is above that, and takes its own. */
globalStyle(`${card} label`, { fontWeight: vars.fontWeight.bold, cursor: 'pointer' });
globalStyle(`${card} label::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md });
globalStyle(`${card} > input`, { position: 'relative', zIndex: 1 });

/** The figure the cards are compared by: the largest text of a card. */
export const figure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

/** A point the choice includes, after a check mark. */
export const point = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: {
    '&::before': { content: '"✓" / ""', color: vars.color.success, fontWeight: vars.fontWeight.bold, flex: 'none' },
  },
});

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

export const text = style({ display: 'grid', gap: vars.space.xxs, paddingTop: '0.15rem' });

export const card = style({
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // The chosen card stands out by its border, drawn inside so the card does not move.
    '&:has(input:checked)': { borderColor: vars.color.action, boxShadow: `inset 0 0 0 1px ${vars.color.action}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6 },
  },
});

/** A card's radio, above its label's tap area: the radio itself takes a tap on it. */
globalStyle(`${card} > input`, { position: 'relative', zIndex: 1 });

/** A card's label, which takes the taps of the whole card. */
export const cardLabel = style({
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } },
});

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

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { hiddenInput } from '../shared.css.js';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.xs,
});

export const option = style({ position: 'relative', display: 'flex', cursor: 'pointer' });

/** A tile that is a link to its size's page. */
export const link = style({ color: 'inherit', textDecoration: 'none', borderRadius: vars.radius.md, outline: 'none' });

/** A size not sold in the colour chosen, among links: shown, not a link. */
export const unavailable = style({ cursor: 'not-allowed' });

/** The words of an unavailable tile, drawn as the others are (what a screen reader hears is said apart). */
export const face = style({ display: 'flex', flex: 1 });

export const tile = style({
  flex: 1,
  display: 'grid',
  gap: '0.125rem',
  justifyItems: 'center',
  minHeight: '3.5rem',
  padding: vars.space.xs,
  alignContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    [`${hiddenInput}:checked + &`]: {
      borderColor: vars.color.borderStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    [`${hiddenInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${hiddenInput}:disabled + &`]: {
      color: vars.color.disabledText,
      background: vars.color.disabled,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    [`${link}[aria-current="true"] > &`]: {
      borderColor: vars.color.borderStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    [`${link}:focus-visible > &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${unavailable} &`]: {
      color: vars.color.disabledText,
      background: vars.color.disabled,
      textDecoration: 'line-through',
    },
  },
});

export const size = style({ fontWeight: vars.fontWeight.bold });

export const delta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

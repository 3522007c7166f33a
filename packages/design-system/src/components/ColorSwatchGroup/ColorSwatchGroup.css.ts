import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { hiddenInput } from '../shared.css.js';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ display: 'flex', gap: vars.space.xs, padding: 0, marginBottom: vars.space.xs });

export const selected = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({ position: 'relative', display: 'inline-flex', padding: 4, cursor: 'pointer' });

/** A swatch that is a link to its colour's page. */
export const link = style({ borderRadius: '50%', outline: 'none' });

/** A colour not sold now, among links: shown, not a link. */
export const unavailable = style({ cursor: 'not-allowed' });

export const swatch = style({
  display: 'block',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  outlineOffset: 3,
  selectors: {
    [`${hiddenInput}:checked + &`]: { outline: `2px solid ${vars.color.borderStrong}` },
    [`${hiddenInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}` },
    [`${hiddenInput}:disabled + &`]: { opacity: 0.35, cursor: 'not-allowed' },
    [`${link}[aria-current="true"] > &`]: { outline: `2px solid ${vars.color.borderStrong}` },
    [`${link}:focus-visible > &`]: { outline: `3px solid ${vars.color.focus}` },
    [`${unavailable} > &`]: { opacity: 0.35 },
  },
});

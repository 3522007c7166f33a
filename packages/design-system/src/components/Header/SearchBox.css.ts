import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The box and its button in one pill. */
export const field = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  paddingLeft: vars.space.sm,
  background: vars.color.background,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const submit = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.5rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const icon = style({ display: 'inline-flex', width: '1.25rem', height: '1.25rem' });

/** The suggestions, under the box and over the page. */
export const list = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.layer.dropdown,
  margin: 0,
  padding: `${vars.space.xxs} 0`,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  maxHeight: '70vh',
  overflowY: 'auto',
});
globalStyle(`${list}[hidden]`, { display: 'none' });

export const option = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.infoSurface },
  },
});

export const optionLabel = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'break-word' });

export const optionDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

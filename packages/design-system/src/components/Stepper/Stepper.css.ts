import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  paddingTop: vars.space.xs,
  borderTop: '4px solid',
  '@media': { 'screen and (min-width: 768px)': { flexDirection: 'row', textAlign: 'start' } },
});

export const status = styleVariants({
  complete: { borderColor: vars.color.action },
  current: { borderColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
  upcoming: { borderColor: vars.color.disabled, color: vars.color.textMuted },
});

export const marker = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 5,
  borderRadius: '50%',
  border: `2px solid currentColor`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Below the tablet width the steps show their markers only, and the current one is named under the list. */
export const name = style({
  minWidth: 0,
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The current step's place and name, on narrow screens only (the list says the same to screen readers). */
export const caption = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

export const stepper = style({ minWidth: 0 });

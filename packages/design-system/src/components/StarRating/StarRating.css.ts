import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

// Five stars drawn by one mask over an empty and a filled layer: no images, crisp at any size.
const STAR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='m12 2 3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z'/%3E%3C/svg%3E\")";

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const stars = style({
  position: 'relative',
  display: 'inline-block',
  width: '5.5em',
  height: '1.1em',
  background: vars.color.disabled,
  maskImage: STAR,
  maskSize: '1.1em 1.1em',
  maskRepeat: 'repeat-x',
  WebkitMaskImage: STAR,
  WebkitMaskSize: '1.1em 1.1em',
  WebkitMaskRepeat: 'repeat-x',
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});

export const fill = style({ position: 'absolute', inset: 0, background: vars.color.rating });

export const value = style({ fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted });

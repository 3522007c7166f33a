import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': {
      background: vars.color.action,
      color: vars.color.actionText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const arrow = style({ padding: '0.6rem' });

export const gap = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2rem',
  color: vars.color.textMuted,
});

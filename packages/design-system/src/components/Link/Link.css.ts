import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { visuallyHidden } from '../shared.css.js';

export const base = style({
  color: vars.color.action,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const variant = styleVariants({
  inline: {},
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontWeight: vars.fontWeight.bold,
    minHeight: '2.75rem',
    selectors: { '&::after': { content: '"›"', fontSize: '1.25em', lineHeight: 1 } },
  },
});

export const unsafe = style({ color: 'inherit' });

export const hidden = visuallyHidden;

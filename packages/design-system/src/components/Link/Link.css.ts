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
  /** The page's one main action when it leads to another page (Checkout): a link that looks like a primary button. */
  action: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '2.75rem',
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.pill,
    background: vars.color.action,
    color: vars.color.actionText,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    textAlign: 'center',
    selectors: { '&:hover': { background: vars.color.actionHover, textDecoration: 'none' } },
  },
});

export const unsafe = style({ color: 'inherit' });

export const hidden = visuallyHidden;

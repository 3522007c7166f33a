import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const lines = style({ display: 'grid', gap: vars.space.xs });

export const block = style({
  display: 'block',
  background: vars.color.disabled,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { width: '100%', height: '8rem', borderRadius: vars.radius.md },
  circle: { width: '3rem', height: '3rem', borderRadius: '50%' },
});

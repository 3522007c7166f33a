import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.loader,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255, 255, 255, 0.8)',
  cursor: 'progress',
});

export const spinner = style({
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.disabled}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

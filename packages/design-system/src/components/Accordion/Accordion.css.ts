import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const accordion = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3rem',
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});

export const chevron = style({
  display: 'inline-flex',
  width: '1.25rem',
  height: '1.25rem',
  flex: 'none',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
});

export const region = style({ paddingBottom: vars.space.md });

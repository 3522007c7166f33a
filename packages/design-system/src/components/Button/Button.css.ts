import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      background: vars.color.disabled,
      color: vars.color.disabledText,
      borderColor: vars.color.disabled,
    },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.action,
    color: vars.color.actionText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.actionHover } },
  },
  secondary: {
    background: vars.color.background,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` } },
  },
  tertiary: {
    background: 'transparent',
    color: vars.color.action,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } },
  },
  link: {
    background: 'transparent',
    color: vars.color.action,
    textDecoration: 'underline',
    borderRadius: vars.radius.sm,
    selectors: {
      '&&': { paddingInline: 0, minHeight: 'auto' },
      '&:hover:not(:disabled)': { textDecorationThickness: '2px' },
      '&:disabled, &[aria-disabled="true"]': { background: 'transparent', borderColor: 'transparent' },
    },
  },
});

export const size = styleVariants({
  large: { minHeight: '2.75rem', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  small: { minHeight: '2rem', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

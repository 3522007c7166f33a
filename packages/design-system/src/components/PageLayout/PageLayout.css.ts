import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints.js';
import { vars } from '../../theme/contract.css.js';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.background,
  color: vars.color.text,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const container = style({
  width: '100%',
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [mediaUp('tablet')]: { padding: `0 ${vars.space.xl}` } },
});

export const header = style({ borderBottom: `1px solid ${vars.color.disabled}`, background: vars.color.background });

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3.5rem',
  '@media': { [mediaUp('desktop')]: { minHeight: '4.5rem' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
});

export const logoMark = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brand });

export const main = style({
  flex: 1,
  paddingBlock: vars.space.xl,
  '@media': { [mediaUp('desktop')]: { paddingBlock: vars.space.xxl } },
});

export const footer = style({
  background: vars.color.action,
  color: vars.color.textInverse,
  paddingBlock: vars.space.lg,
});

export const footerInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaUp('tablet')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({ color: vars.color.textInverse });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const footer = style({
  background: vars.color.action,
  color: vars.color.textInverse,
  marginTop: vars.space.xxl,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

/** The room of five groups of links while they load: two columns on phones, one row from tablets up. */
export const groupsLoading = style({
  minBlockSize: '34rem',
  '@media': { 'screen and (min-width: 768px)': { minBlockSize: '13rem' } },
});

export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.textMuted}`,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const bottomLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const desktop = 'screen and (min-width: 1024px)';
const wide = 'screen and (min-width: 1280px)';
/** The narrowest phones (320 px): the menu, the brand's name and the account's and cart's icons still share a row. */
const narrowest = 'screen and (max-width: 359px)';

export const header = style({
  position: 'relative',
  zIndex: vars.layer.header,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.disabled}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '3.5rem',
  '@media': {
    [narrowest]: { gap: vars.space.xxs, paddingInline: vars.space.sm },
    // From 1280 px the bar is one row: the search box gives up some of its width before anything wraps.
    [wide]: { flexWrap: 'nowrap' },
  },
});

/** The slim row above the bar, on desktops: a signed-in customer's shortcuts and the click-to-call link at its end. */
export const utility = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: vars.space.sm,
      maxWidth: vars.contentMaxWidth,
      margin: '0 auto',
      padding: `0 ${vars.space.md}`,
    },
  },
});

export const utilityLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
});

export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  '@media': { [narrowest]: { fontSize: vars.fontSize.md, gap: vars.space.xxs } },
});

export const logoMark = style({ width: '1.5rem', height: '1.5rem', color: vars.color.brand });

export const nav = style({
  display: 'none',
  order: 10,
  flexBasis: '100%',
  '@media': { [desktop]: { display: 'block', order: 0, flexBasis: 'auto', marginLeft: vars.space.lg } },
});

export const navOpen = style({ display: 'block' });

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { flexDirection: 'row', gap: vars.space.xs } },
});

export const navLink = style({
  display: 'flex',
  width: '100%',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginLeft: 'auto',
  '@media': { [desktop]: { order: 2 }, [wide]: { marginLeft: vars.space.xs } },
});

/**
 * The search box's row: under the bar on phones, tablets and small desktops (where the menu's words and the account's
 * links take the bar's width), in the bar from 1280 px.
 */
export const searchRow = style({
  order: 11,
  flexBasis: '100%',
  paddingBlock: vars.space.xs,
  '@media': {
    [wide]: { order: 1, flex: '0 1 16rem', minWidth: '10rem', marginLeft: 'auto', paddingBlock: 0 },
  },
});

export const search = style({ position: 'relative' });

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: '2.75rem',
  height: '2.75rem',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: '1.5rem', height: '1.5rem' });

export const iconLabel = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  paddingRight: vars.space.xs,
  '@media': { [desktop]: { display: 'inline' } },
});

export const textLink = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const count = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: '1.125rem',
  height: '1.125rem',
  padding: '0 0.2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.125rem',
  textAlign: 'center',
});

/** Shown from the desktop breakpoint up (below it, the same link is in the menu). */
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });

/** Shown below the desktop breakpoint only. */
export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } });

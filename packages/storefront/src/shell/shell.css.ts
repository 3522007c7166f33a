import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** Room under the footer so the fixed debug button never covers its last line. */
export const roomForDebug = style({ paddingBottom: '4rem' });

export const main = style({
  flex: 1,
  width: '100%',
  // A page that grows as its data arrives pushes the footer down below the fold, not across the screen.
  minHeight: '100vh',
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: vars.layer.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus': { top: vars.space.xs } },
});

export const debug = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.sticky,
});

export const debugList = style({ margin: 0, display: 'grid', gap: vars.space.xs, wordBreak: 'break-word' });

export const calls = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

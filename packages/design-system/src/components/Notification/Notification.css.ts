import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints.js';
import { vars } from '../../theme/contract.css.js';

export const banner = style({ borderLeft: '4px solid', color: vars.color.text });

export const tone = styleVariants({
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
  promo: { background: vars.color.surface, borderColor: vars.color.brand },
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
  error: { background: vars.color.errorSurface, borderColor: vars.color.error },
});

export const proactive = style({ borderLeft: 0, borderBottom: '2px solid' });

/** Pinned to the top of the window from tablet width up. */
export const pinned = style({
  '@media': { [mediaUp('tablet')]: { position: 'sticky', top: 0, zIndex: vars.layer.sticky } },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const text = style({ flex: '1 1 16rem', display: 'grid', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const action = style({ flex: 'none' });

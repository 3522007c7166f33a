import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

const WIDE = 'screen and (min-width: 1024px)';

globalStyle('body', { margin: 0, fontFamily: vars.font.body, color: vars.color.text, background: vars.color.surface });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': { [WIDE]: { gridTemplateColumns: '18rem 26rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  background: vars.color.background,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const phone = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  width: '100%',
  maxWidth: '26rem',
  height: 'min(52rem, 90vh)',
  border: `0.5rem solid ${vars.color.text}`,
  borderRadius: '2rem',
  overflow: 'hidden',
  background: vars.color.background,
  justifySelf: 'center',
  // On a narrow screen the phone comes first; the form and the log follow it.
  order: -1,
  '@media': { [WIDE]: { order: 0 } },
});

export const appBar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"start end" "title title"',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.textInverse,
  minHeight: '3rem',
});

export const barStart = style({ gridArea: 'start', display: 'flex', gap: vars.space.xs });
export const barEnd = style({
  gridArea: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space.xxs,
});
export const barTitle = style({
  gridArea: 'title',
  margin: 0,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const logo = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textInverse });

export const barButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.textInverse,
  background: 'transparent',
  border: `1px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  cursor: 'pointer',
  minHeight: '2rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const status = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  background: vars.color.infoSurface,
});

export const frame = style({ width: '100%', height: '100%', border: 0, minHeight: 0 });

export const overlayButtons = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: '4.5rem',
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
});

const floating = {
  font: 'inherit',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  boxShadow: vars.elevation.overlay,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
} as const;

export const chat = style({
  ...floating,
  padding: `0 ${vars.space.md}`,
  background: vars.color.action,
  color: vars.color.actionText,
});
export const help = style({ ...floating, background: vars.color.background, color: vars.color.text });

export const tabBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const tab = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 3px 0 ${vars.color.brand}`,
    },
  },
});

export const logHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: '80vh',
  overflow: 'auto',
});
export const logEntry = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderLeft: `4px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&[data-direction="web → app"]': { borderLeftColor: vars.color.info },
    '&[data-direction="app → web"]': { borderLeftColor: vars.color.success },
    '&[data-direction="refused"]': { borderLeftColor: vars.color.error },
    '&[data-direction="launch"]': { borderLeftColor: vars.color.warning },
  },
});
export const logKind = style({ fontWeight: vars.fontWeight.bold });
export const logDetail = style({ wordBreak: 'break-all', whiteSpace: 'pre-wrap' });

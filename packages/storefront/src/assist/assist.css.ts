import { mediaMobileOnly, vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

/** An offer in the page's flow, after its content. */
export const card = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, color: vars.color.text });
/** An offer's answers; in the mobile-only layout (550 px and under, spec 2.10) sharing the width equally. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [mediaMobileOnly('wide')]: { display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%' } },
});

/** The sticky offer: a bar along the bottom of the window. */
export const sticky = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.layer.sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.elevation.raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'center',
});

export const stickyRoom = style({ height: '9rem', '@media': { 'screen and (min-width: 768px)': { height: '5rem' } } });

/** The bot's panel and the chat window, in the bottom right corner. */
export const panel = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.sticky,
  width: 'min(22rem, calc(100vw - 2 * 1rem))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.elevation.overlay,
  display: 'grid',
  gap: vars.space.sm,
});

export const panelHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

/** The reactive bot waits behind a button in the corner. */
export const launcher = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.layer.sticky,
});

/** The conversation: the latest messages in view, the agent's on the left and the customer's on the right. */
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
});

const bubble = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  maxWidth: '85%',
  overflowWrap: 'anywhere',
} as const;

export const fromAgent = style({ ...bubble, justifySelf: 'start', background: vars.color.surface });
export const fromCustomer = style({
  ...bubble,
  justifySelf: 'end',
  background: vars.color.infoSurface,
});

/** Who wrote a message, above it. */
export const sender = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const typing = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The customer's message and its button. */
export const compose = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'end',
});

/** What went wrong, and the button that helps. */
export const problem = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

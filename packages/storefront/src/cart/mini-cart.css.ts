import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The cart opened by the first add-to-cart: a panel at the top of the page, in its flow, over nothing. */
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
  outline: 'none',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'break-word' });

globalStyle(`${text} p`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

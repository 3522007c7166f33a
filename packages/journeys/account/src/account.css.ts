import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ paddingBlockEnd: vars.space.xl });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** An order's figures: what was paid today and monthly, and how it comes. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** An order's amounts, item by item, opened from its card. */
export const breakdown = style({ minWidth: 0 });
globalStyle(`${breakdown} > summary`, { cursor: 'pointer', color: vars.color.text, marginBlockEnd: vars.space.sm });

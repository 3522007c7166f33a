import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** What a page says under its heading, and a card's secondary lines. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A form or a summary: as wide as it reads well, not the page's 1232 px. */
export const narrow = style({ maxWidth: '40rem', minWidth: 0 });

/** Links under a form, one per line, with no bullets. */
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** A line's figures: what is left to pay, and how many payments. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  maxWidth: '28rem',
});
globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'end' });

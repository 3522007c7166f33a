import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ paddingBlockEnd: vars.space.xl });

/** What a page says under its heading. */
export const lead = style({ margin: 0, maxWidth: '46rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A form: as wide as it reads well, not the page's 1232 px. */
export const form = style({ maxWidth: '36rem', minWidth: 0 });

/** The ways on from a page, side by side when there is room. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** Numbered steps. */
export const steps = style({ margin: 0, paddingInlineStart: '1.5rem', display: 'grid', gap: vars.space.sm });

/** The plans side by side from tablets up, one under the other on phones. */
export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

/** A summary of label and value pairs. */
export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${summary} dt`, { color: vars.color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

/** The days left: large, for a glance. */
export const days = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});

/** The days used, as a bar. */
export const meter = style({ width: '100%', maxWidth: '28rem', height: '0.75rem', accentColor: vars.color.brand });

/** The details to type in when the code cannot be scanned: long codes break anywhere rather than overflow. */
export const codes = style({ margin: 0, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
globalStyle(`${codes} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${codes} dd`, { margin: 0, fontFamily: 'ui-monospace, monospace', fontWeight: vars.fontWeight.bold });

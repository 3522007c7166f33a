import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ paddingBlockEnd: vars.space.xl });

/** What a page says under its heading. */
export const lead = style({ margin: 0, maxWidth: '46rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A form or a code: as wide as it reads well, not the page's 1232 px. */
export const form = style({ maxWidth: '36rem', minWidth: 0 });

/** The ways on from a verdict, side by side when there is room. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** The eSIM badge and the phone's EID. */
export const esim = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The details to type in when the code cannot be scanned: long codes break anywhere rather than overflow. */
export const codes = style({ margin: 0, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
globalStyle(`${codes} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${codes} dd`, { margin: 0, fontFamily: 'ui-monospace, monospace', fontWeight: vars.fontWeight.bold });

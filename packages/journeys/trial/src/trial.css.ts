import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

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

/** The days used, as a bar. */
export const meter = style({ width: '100%', maxWidth: '28rem', height: '0.75rem', accentColor: vars.color.brand });

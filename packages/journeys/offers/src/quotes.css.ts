import { vars } from '@carrier/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** The comparison scrolls sideways on a narrow screen instead of pushing the page wider. */
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', minWidth: '100%' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

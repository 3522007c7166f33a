import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column' });

// The stack owns the space between its children: their own block margins (a heading's, a paragraph's) go.
globalStyle(`${stack} > *`, { marginBlock: 0 });

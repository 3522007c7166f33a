import { vars } from '@carrier/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const lockPanel = style({ display: 'grid', gap: vars.space.sm, maxWidth: '40rem' });

globalStyle(`${lockPanel} p`, { margin: 0 });

export const lockedPage = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.lg });

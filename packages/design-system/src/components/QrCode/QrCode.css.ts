import { style } from '@vanilla-extract/css';

/** Large enough to scan from another screen, never wider than its container. */
export const qr = style({ display: 'block', width: '100%', maxWidth: '16rem', height: 'auto' });

import { vars } from '@carrier/design-system/css';
import { style } from '@vanilla-extract/css';

/** The eSIM badge and the phone's EID. */
export const esim = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

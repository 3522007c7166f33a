import { vars } from '@carrier/design-system';
import { style } from '@vanilla-extract/css';

/** An offer's picture, across the top of its card, its room kept while it loads. */
export const offerPicture = style({
  display: 'block',
  width: '100%',
  height: '10rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Who can take an offer: a short list under its heading. */
export const eligibility = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const eligibilityTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

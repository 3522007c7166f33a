import { vars } from '@carrier/design-system';
import { style } from '@vanilla-extract/css';

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subtext = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const skeleton = style({ height: '1.5rem', borderRadius: vars.radius.sm, background: vars.color.surface });

export const detail = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const textLink = style({ color: vars.color.text });

/** The landing: the savings beside how to use them from 48rem, one under the other on a phone. */
export const landing = style({ maxWidth: '60rem', minWidth: 0 });

export const landingColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const savings = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.promo,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const savingsFigure = style({ margin: 0, lineHeight: vars.lineHeight.tight });

export const savingsAmount = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const savingsPer = style({ fontSize: vars.fontSize.lg });

export const savingsTerms = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const steps = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const stepList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The code and number confirmed, under the savings, in the card's own colours. */
export const savingsFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: '1px solid currentColor',
  overflowWrap: 'anywhere',
});

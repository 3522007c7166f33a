import { vars } from '@carrier/design-system';
import { style } from '@vanilla-extract/css';

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subtext = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const skeleton = style({ height: '1.5rem', borderRadius: vars.radius.sm, background: vars.color.surface });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const textLink = style({ color: vars.color.text });

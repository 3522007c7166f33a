import { vars } from '@carrier/design-system';
import { style } from '@vanilla-extract/css';

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '32rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (min-width: 1024px)': { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subtext = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.action,
  color: vars.color.actionText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const textLink = style({ color: vars.color.text });

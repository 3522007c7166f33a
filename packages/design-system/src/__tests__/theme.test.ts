import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  MOBILE_ONLY_BREAKPOINTS,
  mediaMobileOnly,
  mediaUp,
  responsive,
} from '../theme/breakpoints.js';
import { contrastRatio } from '../theme/contrast.js';
import { LAYER_TOKENS, prepaidTokens, wirelessTokens, type ThemeTokens } from '../theme/tokens.js';

const AA_TEXT = 4.5;
const AA_UI = 3;

describe('breakpoints (spec 2.10)', () => {
  it('are 320, 375, 430, 768, 1024, 1440 and 2560 px', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([320, 375, 430, 768, 1024, 1440, 2560]);
  });

  it('have a mobile-only pair of 450 and 550 px', () => {
    expect(MOBILE_ONLY_BREAKPOINTS).toEqual({ narrow: 450, wide: 550 });
    expect(mediaMobileOnly('narrow')).toBe('screen and (max-width: 450px)');
  });

  it('give min-width media queries', () => {
    expect(mediaUp('tablet')).toBe('screen and (min-width: 768px)');
  });

  it('keep the content at most 1232 px wide (spec 1, 9)', () => {
    expect(CONTENT_MAX_WIDTH).toBe(1232);
    expect(wirelessTokens.contentMaxWidth).toBe('1232px');
  });
});

describe('theme contract', () => {
  it('names its CSS variables after the token path, so built and source copies agree', async () => {
    const { vars } = await import('../theme/contract.css.js');
    expect(vars.color.text).toBe('var(--carrier-color-text)');
    expect(vars.contentMaxWidth).toBe('var(--carrier-contentMaxWidth)');
  });
});

describe.each<[string, ThemeTokens]>([
  ['wireless', wirelessTokens],
  ['prepaid', prepaidTokens],
])('colour contrast of the %s brand (WCAG AA)', (_brand, tokens) => {
  const c = tokens.color;
  it.each([
    ['text on background', c.text, c.background, AA_TEXT],
    ['text on surface', c.text, c.surface, AA_TEXT],
    ['muted text on background', c.textMuted, c.background, AA_TEXT],
    ['muted text on surface', c.textMuted, c.surface, AA_TEXT],
    ['action text on action', c.actionText, c.action, AA_TEXT],
    ['action text on action hover', c.actionText, c.actionHover, AA_TEXT],
    ['action colour as text (links, tertiary buttons) on background', c.action, c.background, AA_TEXT],
    ['disabled text on disabled', c.disabledText, c.disabled, AA_TEXT],
    ['inverse text on action (footer)', c.textInverse, c.action, AA_TEXT],
    ['error on background', c.error, c.background, AA_TEXT],
    ['text on error surface', c.text, c.errorSurface, AA_TEXT],
    ['error on error surface', c.error, c.errorSurface, AA_TEXT],
    ['success on background', c.success, c.background, AA_TEXT],
    ['text on warning surface', c.text, c.warningSurface, AA_TEXT],
    ['text on success surface', c.text, c.successSurface, AA_TEXT],
    ['text on info surface', c.text, c.infoSurface, AA_TEXT],
    ['promo price on background', c.promo, c.background, AA_TEXT],
    ['brand mark as text on background (badges)', c.textInverse, c.brand, AA_TEXT],
    ['focus ring on background', c.focus, c.background, AA_UI],
    ['field border on background', c.border, c.background, AA_UI],
    ['warning mark on warning surface', c.warning, c.warningSurface, AA_UI],
    ['info mark on info surface', c.info, c.infoSurface, AA_UI],
    ['brand mark on background', c.brand, c.background, AA_UI],
    ['rating stars on background', c.rating, c.background, AA_UI],
  ])('%s meets %s:1', (_name, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});

describe('scales', () => {
  it('stack the layers in one order: sticky < header < dropdown < overlay < dialog < toast < loader', () => {
    const z = LAYER_TOKENS.map((name) => Number(wirelessTokens.layer[name]));
    expect(z).toEqual([...z].sort((a, b) => a - b));
    expect(new Set(z).size).toBe(z.length);
  });

  it('give both brands every token of the contract', () => {
    const keys = (t: ThemeTokens) => Object.entries(t).map(([k, v]) => [k, Object.keys(v as object).sort()]);
    expect(keys(prepaidTokens)).toEqual(keys(wirelessTokens));
  });

  it('responsive() applies styles from a breakpoint up, mobile first', () => {
    expect(responsive({ tablet: { padding: 16 }, wide: { padding: 24 } })).toEqual({
      '@media': {
        'screen and (min-width: 768px)': { padding: 16 },
        'screen and (min-width: 1440px)': { padding: 24 },
      },
    });
  });
});

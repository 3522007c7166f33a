/** Screen-width breakpoints in px (spec 2.10). */
export const BREAKPOINTS = {
  xs: 320,
  sm: 375,
  md: 430,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
  ultra: 2560,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The mobile-only pair of widths in px (spec 2.10). */
export const MOBILE_ONLY_BREAKPOINTS = { narrow: 450, wide: 550 } as const;

/** Maximum width of the page content in px (spec 1, 9). */
export const CONTENT_MAX_WIDTH = 1232;

/** Media query for a width from the breakpoint up. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Media query for the mobile-only layouts: widths up to 450 px or 550 px. */
export function mediaMobileOnly(width: keyof typeof MOBILE_ONLY_BREAKPOINTS): string {
  return `screen and (max-width: ${MOBILE_ONLY_BREAKPOINTS[width]}px)`;
}

/**
 * Styles per breakpoint for a vanilla-extract `style()`, mobile first: each entry applies from that width up.
 * @example style({ padding: 8, ...responsive({ tablet: { padding: 16 }, wide: { padding: 24 } }) })
 */
export function responsive<T>(styles: Partial<Record<Breakpoint, T>>): { '@media': Record<string, T> } {
  const media: Record<string, T> = {};
  for (const name of Object.keys(BREAKPOINTS) as Breakpoint[]) {
    const rule = styles[name];
    if (rule !== undefined) media[mediaUp(name)] = rule;
  }
  return { '@media': media };
}

// The values of the layout primitives' props, apart from their styles so stories and apps can list them.

/** The theme's spacing steps, and none. */
export const SPACES = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Space = (typeof SPACES)[number];

/** The widths a layout can change at: from 0, from the tablet breakpoint, from the desktop breakpoint. */
export const LAYOUT_BREAKPOINTS = ['mobile', 'tablet', 'desktop'] as const;
export type LayoutBreakpoint = (typeof LAYOUT_BREAKPOINTS)[number];

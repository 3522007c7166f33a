import { Box, type BoxProps, type ResponsiveSpace } from '../Box/Box.js';

/** How an inline lines up its children along the row. */
export const INLINE_ALIGNS = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];

/** How an inline lines up its children across the row. */
export const INLINE_ALIGNS_Y = ['start', 'center', 'end', 'baseline'] as const;
export type InlineAlignY = (typeof INLINE_ALIGNS_Y)[number];

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> {
  /** The space between children, across and between rows. */
  readonly space: ResponsiveSpace;
  readonly align?: InlineAlign;
  readonly alignY?: InlineAlignY;
}

/**
 * Children side by side, wrapping onto new rows when the width runs out (buttons, badges, links).
 * @example <Inline space="sm" alignY="center"><Button>Add to cart</Button><Link href="/cart.html">View cart</Link></Inline>
 */
export function Inline({ space, align = 'start', alignY = 'center', ...rest }: InlineProps) {
  return <Box {...rest} display="flex" flexWrap="wrap" gap={space} justifyContent={align} alignItems={alignY} />;
}

import { Box, type BoxProps, type ResponsiveSpace } from '../Box/Box.js';
import * as styles from './Stack.css.js';

/** How a stack lines up its children across. */
export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** The space between children, from the theme (per breakpoint if given so). */
  readonly space: ResponsiveSpace;
  /** `stretch` by default: children take the stack's width. */
  readonly align?: StackAlign;
}

/**
 * Children one above the other with the theme's space between them; their own block margins are dropped.
 * @example <Stack space="md"><h1>Your cart</h1><p>Nothing here yet.</p></Stack>
 */
export function Stack({ space, align = 'stretch', className, ...rest }: StackProps) {
  return (
    <Box
      {...rest}
      gap={space}
      alignItems={align}
      className={className ? `${styles.stack} ${className}` : styles.stack}
    />
  );
}

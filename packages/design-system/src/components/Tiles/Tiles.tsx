import type { LayoutBreakpoint } from '../Box/spaces.js';
import { Box, type BoxProps, type ResponsiveSpace } from '../Box/Box.js';
import * as styles from './Tiles.css.js';
import type { TileCount } from './counts.js';

export { TILE_COUNTS, type TileCount } from './counts.js';

export interface TilesProps extends Omit<BoxProps, 'display' | 'gap'> {
  /** The space between tiles, across and down. */
  readonly space: ResponsiveSpace;
  /** Tiles per row, the same at every width or per breakpoint (mobile first). */
  readonly columns: TileCount | Readonly<Partial<Record<LayoutBreakpoint, TileCount>>>;
}

/**
 * Children in a grid of equal tiles, so many per row at each width (product tiles, accessories, plans).
 * A tile never makes the grid wider than the screen.
 * @example <Tiles as="ul" space="md" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>{tiles}</Tiles>
 */
export function Tiles({ space, columns, className, ...rest }: TilesProps) {
  const perWidth = typeof columns === 'number' ? { mobile: columns } : columns;
  const classes = [
    styles.tiles,
    ...(Object.keys(perWidth) as LayoutBreakpoint[]).flatMap((at) => {
      const count = perWidth[at];
      return count === undefined ? [] : [styles.columns[at][count]];
    }),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box {...rest} gap={space} className={classes} />;
}

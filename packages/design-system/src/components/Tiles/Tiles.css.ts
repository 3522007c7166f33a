import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints.js';
import { TILE_COUNTS, type TileCount } from './counts.js';

export const tiles = style({ display: 'grid' });

const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
const counts = Object.fromEntries(TILE_COUNTS.map((n) => [n, n])) as Record<TileCount, TileCount>;

export const columns = {
  mobile: styleVariants(counts, (n) => template(n)),
  tablet: styleVariants(counts, (n) => ({ '@media': { [mediaUp('tablet')]: template(n) } })),
  desktop: styleVariants(counts, (n) => ({ '@media': { [mediaUp('desktop')]: template(n) } })),
};

/** The tile counts a row can have. */
export const TILE_COUNTS = [1, 2, 3, 4, 5, 6] as const;
export type TileCount = (typeof TILE_COUNTS)[number];

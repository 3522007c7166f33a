/** Chunks of the build in `dist` that import each other, each cycle as its files (the first again at its end). */
export function chunkCycles(dist: string): string[][];

/**
 * One app's build measured, gzip bytes: the first-visit JavaScript, the chunks the store fetches at start beside the
 * hydration (size-budget.json's `startChunks`), its CSS and each lazy route chunk (without what the first two hold).
 */
export function measureApp(dist: string): {
  readonly entryChunk: { readonly file: string; readonly bytes: number };
  readonly entry: { readonly bytes: number; readonly files: string[] };
  readonly start: { readonly bytes: number; readonly files: string[] };
  readonly css: { readonly bytes: number };
  readonly routes: { readonly name: string; readonly bytes: number; readonly files: string[] }[];
};

/** Chunks of the build in `dist` that import each other, each cycle as its files (the first again at its end). */
export function chunkCycles(dist: string): string[][];

/** One app's build measured: the first-visit JavaScript, its CSS and each lazy route chunk, gzip bytes. */
export function measureApp(dist: string): {
  readonly entryChunk: { readonly file: string; readonly bytes: number };
  readonly entry: { readonly bytes: number; readonly files: string[] };
  readonly css: { readonly bytes: number };
  readonly routes: { readonly name: string; readonly bytes: number; readonly files: string[] }[];
};

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the sandbox (or a production edge) reads to preload a page's chunks: page pattern to asset files. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk keys a chunk loads with it (static imports, transitively), itself included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The files each page needs beyond the entry: its lazy modules' chunks with their static imports and style sheets.
 * `pages` gives each page pattern's modules, relative to `repoRoot` (from the journeys' manifests).
 */
export function pagePreloads(
  manifest: Manifest,
  root: string,
  repoRoot: string,
  pages: readonly { readonly path: string; readonly modules: readonly string[] }[],
): Record<string, string[]> {
  const entry =
    Object.keys(manifest).find((key) => key === 'index.html') ??
    Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const first = entry ? closure(manifest, entry) : new Set<string>();
  const byPath = new Map(Object.keys(manifest).map((key) => [resolve(root, key), key]));
  const out: Record<string, Set<string>> = {};
  for (const page of pages) {
    const files = (out[page.path] ??= new Set());
    for (const module of page.modules) {
      const key = byPath.get(resolve(repoRoot, module));
      if (!key) throw new Error(`${page.path}: ${module} is not a chunk of this build (is it still lazy?)`);
      for (const k of closure(manifest, key)) {
        if (first.has(k)) continue;
        files.add(manifest[k]!.file);
        for (const css of manifest[k]!.css ?? []) files.add(css);
      }
    }
  }
  return Object.fromEntries(Object.entries(out).map(([path, files]) => [path, [...files]]));
}

/** Vite's manifest of a build. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Writes `page-preloads.json` next to the build. */
export function writePagePreloads(outDir: string, preloads: Record<string, string[]>): void {
  writeFileSync(join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads, null, 1));
}

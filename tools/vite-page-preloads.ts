import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

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
 * The files each page needs beyond the entry: its lazy modules' chunks with their static imports and style
 * sheets. `pages` lists each page's modules relative to `sourceDir` (the storefront's PAGE_MODULES).
 */
export function pagePreloads(
  manifest: Manifest,
  root: string,
  sourceDir: string,
  pages: readonly { readonly path: string; readonly modules: readonly string[] }[],
): Record<string, string[]> {
  const entry =
    Object.keys(manifest).find((key) => key === 'index.html') ??
    Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const first = entry ? closure(manifest, entry) : new Set<string>();
  const byPath = new Map(Object.keys(manifest).map((key) => [resolve(root, key), key]));
  const out: Record<string, string[]> = {};
  for (const page of pages) {
    const keys = new Set<string>();
    for (const module of page.modules) {
      const key = byPath.get(resolve(sourceDir, module));
      if (!key) throw new Error(`${page.path}: ${module} is not a chunk of this build (is it still lazy?)`);
      for (const k of closure(manifest, key)) if (!first.has(k)) keys.add(k);
    }
    const files = [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
    out[page.path] = [...new Set(files)];
  }
  return out;
}

/**
 * Writes `page-preloads.json` next to the build, from Vite's manifest, so the page's own chunks can be
 * fetched together with the entry instead of after it has run.
 */
export function pagePreloadsPlugin(
  sourceDir: string,
  pages: readonly { readonly path: string; readonly modules: readonly string[] }[],
): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'carrier-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(
        join(outDir, PAGE_PRELOADS_FILE),
        JSON.stringify(pagePreloads(manifest, root, sourceDir, pages), null, 1),
      );
    },
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkCycles, measureApp } from '../size-budget.mjs';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
}

/** A build's directory with `manifest` as its Vite manifest, each chunk's file `bytes` long (incompressible). */
function buildWith(manifest: Record<string, Chunk>, bytes: Record<string, number> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const { file } of Object.values(manifest))
    writeFileSync(join(dist, file), randomBytes(bytes[file] ?? 0).toString('base64'));
  return dist;
}

describe('chunks that import each other fail the size check', () => {
  it('finds two chunks that import each other, through a third too', () => {
    const dist = buildWith({
      'index.html': { file: 'assets/index.js' },
      _a: { file: 'assets/fnf-parts.js', imports: ['index.html', '_b'] },
      _b: { file: 'assets/deps.js', imports: ['_c'] },
      _c: { file: 'assets/lib.js', imports: ['_a'] },
    });
    expect(chunkCycles(dist)).toEqual([
      ['assets/fnf-parts.js', 'assets/deps.js', 'assets/lib.js', 'assets/fnf-parts.js'],
    ]);
  });

  it('a chunk that many import, none of them twice over, is no cycle', () => {
    const dist = buildWith({
      'index.html': { file: 'assets/index.js' },
      _a: { file: 'assets/a.js', imports: ['index.html'] },
      _b: { file: 'assets/b.js', imports: ['index.html', '_a'] },
      _c: { file: 'assets/c.js', imports: ['_a', '_b', 'index.html'] },
    });
    expect(chunkCycles(dist)).toEqual([]);
  });
});

describe('what the store fetches as it starts is measured apart, and not again in a route', () => {
  const STARTED = '../../packages/storefront/src/analytics.ts';
  const manifest = (dynamicImports: string[]): Record<string, Chunk> => ({
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: [...dynamicImports, 'page.tsx'] },
    [STARTED]: { file: 'assets/analytics.js', isDynamicEntry: true, imports: ['_scrub'] },
    '../../packages/storefront/src/platform/service-clients.ts': { file: 'assets/clients.js', isDynamicEntry: true },
    '../../packages/storefront/src/platform/browser-errors.ts': { file: 'assets/errors.js', isDynamicEntry: true },
    _scrub: { file: 'assets/scrub.js' },
    'page.tsx': { file: 'assets/page.js', isDynamicEntry: true, name: 'Page', imports: ['_scrub'] },
  });
  const ALL = [
    STARTED,
    '../../packages/storefront/src/platform/service-clients.ts',
    '../../packages/storefront/src/platform/browser-errors.ts',
  ];

  it('a chunk the analytics and a page share is counted once, in what is fetched at start', () => {
    const size = measureApp(buildWith(manifest(ALL), { 'assets/scrub.js': 3000, 'assets/page.js': 1000 }));
    expect(size.start.files.sort()).toEqual([
      'assets/analytics.js',
      'assets/clients.js',
      'assets/errors.js',
      'assets/scrub.js',
    ]);
    expect(size.start.bytes).toBeGreaterThan(3000);
    expect(size.routes.find((route) => route.name === 'Page')?.files).toEqual(['assets/page.js']);
  });

  it('a module of the list that the entry does not fetch is a mistake of the list, not a smaller start', () => {
    expect(() => measureApp(buildWith(manifest(ALL.slice(1))))).toThrow(
      /analytics\.ts .* is no chunk the entry fetches/,
    );
  });
});

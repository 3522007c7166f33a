import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkCycles } from '../size-budget.mjs';

/** A build's directory with `manifest` as its Vite manifest. */
function buildWith(manifest: Record<string, { file: string; imports?: string[] }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
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

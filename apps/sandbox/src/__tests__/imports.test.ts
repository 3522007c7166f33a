import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The sandbox's source files (its tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each file's imports and re-exports of other files of the sandbox, type-only ones included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map((m) =>
        resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')),
      );
      return [file, targets.filter((target) => known.has(target))];
    }),
  );
}

/** Every import circle, as the files it goes through (each found once, from where the search met it). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the sandbox reads like the services it stands for', () => {
  it('has no import circle: the carts, the checkout and the services each import only what comes before them', () => {
    const found = circles(importGraph(sources(SRC))).map((circle) =>
      circle.map((file) => relative(SRC, file)).join(' -> '),
    );
    expect(found).toEqual([]);
  });

  it('the catalogue, the carts and the checkout never import a service: the services are built on them', () => {
    const graph = importGraph(sources(SRC));
    const below = ['catalogue', 'carts', 'checkout'];
    const upward = [...graph].flatMap(([file, targets]) =>
      below.includes(relative(SRC, file).split('/')[0]!)
        ? targets
            .filter((t) => relative(SRC, t).startsWith('services/'))
            .map((t) => `${relative(SRC, file)} -> ${relative(SRC, t)}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('the circle check finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});

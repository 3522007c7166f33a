#!/usr/bin/env node
// Prints the gzip size of each app's entry and route chunks from Vite's manifest and fails when a
// budget in size-budget.json is exceeded, or when two chunks import each other.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');

/** Gzip size of a built file, in bytes. */
function gzipSize(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The chunk keys a chunk loads with it (static imports, transitively), itself included. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * Chunks of a build that import each other, each cycle as its files: a module of one then reads a value of the other
 * before it is set (the bundler's chunking, not the source, made the cycle). None is allowed.
 */
export function chunkCycles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const state = new Map();
  const cycles = [];
  const visit = (key, path) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k));
      return;
    }
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

/**
 * The modules the store fetches as it starts, after its first script and beside the page's hydration, which the page
 * does not need to come alive (size-budget.json's `startChunks`: the services' clients, the error reporting, the
 * analytics): their chunks are measured apart ("fetched at start"), and a route does not count them again.
 */
const START_SOURCES = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')).startChunks.sources;

/** Measures one app's build: the first-visit JavaScript, the chunks fetched at start, its CSS and each lazy route chunk. */
export function measureApp(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  // The store's page (index.html); an app with other pages too (the web view's simulator) is judged by it.
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryKey = entries.find((key) => key === 'index.html') ?? entries[0];
  if (!entryKey) throw new Error(`no entry chunk in ${dist}/.vite/manifest.json`);
  const initial = closure(manifest, entryKey);
  const sum = (keys) => [...keys].reduce((total, key) => total + gzipSize(dist, manifest[key].file), 0);
  // Each is one the entry imports on demand; a name that is none is a mistake of the list, not a smaller start.
  const startKeys = START_SOURCES.map((source) => {
    const key = Object.keys(manifest).find((k) => k.replace(/^(\.\.\/)+/, '') === source);
    if (!key || !(manifest[entryKey].dynamicImports ?? []).includes(key))
      throw new Error(`${dist}: ${source} (size-budget.json startChunks) is no chunk the entry fetches`);
    return key;
  });
  const started = new Set(startKeys.flatMap((key) => [...closure(manifest, key)]).filter((k) => !initial.has(k)));
  const cssOf = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = [...closure(manifest, key)].filter((k) => !initial.has(k) && !started.has(k));
      return { name: manifest[key].name ?? key, bytes: sum(own), files: own.map((k) => manifest[k].file) };
    });
  return {
    entryChunk: { file: manifest[entryKey].file, bytes: gzipSize(dist, manifest[entryKey].file) },
    entry: { bytes: sum(initial), files: [...initial].map((k) => manifest[k].file) },
    start: { bytes: sum(started), files: [...started].map((k) => manifest[k].file) },
    // A build with one style sheet for every page (no CSS code splitting) lists it as `style.css`.
    css: {
      bytes: [...cssOf(initial), ...(manifest['style.css'] ? [manifest['style.css'].file] : [])].reduce(
        (t, f) => t + gzipSize(dist, f),
        0,
      ),
    },
    routes,
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const budgets = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')).apps;
  const failures = [];
  for (const [app, budget] of Object.entries(budgets)) {
    const dist = join(root, 'apps', app, 'dist');
    if (!existsSync(join(dist, '.vite/manifest.json'))) {
      failures.push(`${app}: not built (run npm run build)`);
      continue;
    }
    const size = measureApp(dist);
    const check = (label, bytes, limit) => {
      const over = bytes > limit;
      if (over) failures.push(`${app} ${label}: ${kb(bytes)} > ${kb(limit)}`);
      console.log(`  ${over ? 'OVER' : 'ok  '} ${label.padEnd(34)} ${kb(bytes).padStart(9)}  (budget ${kb(limit)})`);
    };
    console.log(`${app}: entry chunk ${size.entryChunk.file} ${kb(size.entryChunk.bytes)} gzip`);
    check('entry (first-visit JavaScript)', size.entry.bytes, budget.entry);
    check('fetched at start, beside hydration', size.start.bytes, budget.start);
    check('entry CSS', size.css.bytes, budget.css);
    for (const route of size.routes) check(`route ${route.name}`, route.bytes, budget.route);
    for (const cycle of chunkCycles(dist)) failures.push(`${app}: chunks import each other: ${cycle.join(' -> ')}`);
  }
  if (failures.length > 0) {
    console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Size budgets: all within budget.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();

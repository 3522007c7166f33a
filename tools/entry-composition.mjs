#!/usr/bin/env node
// Prints what an app's first-visit JavaScript is made of: the minified bytes of each package (or each file with
// --files) in the entry chunk and the chunks it imports, from the build's source maps. `node tools/entry-composition.mjs dotcom`.
// With --without=<pattern> (a regular expression on the sources' paths, e.g. `analytics-tagger|safety/src/private`) it
// estimates too what the entry would weigh in gzip without those sources' code: what moving them out of it would win.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { measureApp } from './size-budget.mjs';

const root = resolve(import.meta.dirname, '..');
const app = process.argv[2] ?? 'dotcom';
const byFile = process.argv.includes('--files');
const without = process.argv.find((arg) => arg.startsWith('--without='))?.slice('--without='.length);
const left = without === undefined ? undefined : new RegExp(without);
const dist = join(root, 'apps', app, 'dist');
const { entry } = measureApp(dist);

/** The package (or file) a source of the build belongs to. */
function ownerOf(source) {
  const path = source.replace(/^(\.\.\/)+/, '');
  if (byFile) return path;
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = path.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = path.split('/');
  if (parts[0] === 'packages' && parts[1] === 'journeys') return `journeys/${parts[2]}`;
  if (parts[0] === 'packages' && parts[2] === 'src' && parts[1] === 'storefront') return `storefront/${parts[3]}`;
  return parts.slice(0, 2).join('/');
}

const totals = new Map();
let all = 0;
let gzipBefore = 0;
let gzipAfter = 0;
for (const file of entry.files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const segments = [];
  eachMapping(map, (m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  // The code kept, line by line, when the sources matched by --without are left out.
  const kept = lines.map((line) => [...line]);
  segments.forEach((m, i) => {
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    const bytes = end - m.generatedColumn;
    const owner = m.source ? ownerOf(m.source) : '(no source)';
    totals.set(owner, (totals.get(owner) ?? 0) + bytes);
    all += bytes;
    if (left && m.source && left.test(m.source)) kept[m.generatedLine - 1].fill('', m.generatedColumn, end);
  });
  if (left) {
    gzipBefore += gzipSync(code, { level: 9 }).length;
    gzipAfter += gzipSync(kept.map((line) => line.join('')).join('\n'), { level: 9 }).length;
  }
}
console.log(`${app}: entry ${(entry.bytes / 1000).toFixed(1)} KB gzip, ${(all / 1000).toFixed(1)} KB minified`);
for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, byFile ? 80 : 40))
  console.log(
    `${(bytes / 1000).toFixed(1).padStart(7)} KB  ${((bytes / all) * 100).toFixed(1).padStart(5)}%  ${owner}`,
  );
if (left)
  console.log(
    `without ${without}: about ${(gzipAfter / 1000).toFixed(1)} KB gzip (${((gzipBefore - gzipAfter) / 1000).toFixed(1)} KB less)`,
  );

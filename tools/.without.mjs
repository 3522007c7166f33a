import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { measureApp } from '/work/main/tools/size-budget.mjs';
const dist = '/work/main/apps/dotcom/dist';
const { entry } = measureApp(dist);
const pats = process.argv.slice(2).map((p) => new RegExp(p));
let before = 0, after = 0;
for (const file of entry.files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const segs = []; eachMapping(map, (m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const out = lines.map((l) => l.split(''));
  segs.forEach((m, i) => {
    const next = segs[i + 1];
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    if (m.source && pats.some((p) => p.test(m.source))) for (let c = m.generatedColumn; c < end; c++) out[m.generatedLine - 1][c] = '';
  });
  before += gzipSync(code, { level: 9 }).length;
  after += gzipSync(out.map((l) => l.join('')).join('\n'), { level: 9 }).length;
}
console.log((before / 1000).toFixed(1), '->', (after / 1000).toFixed(1), 'saves', ((before - after) / 1000).toFixed(1));

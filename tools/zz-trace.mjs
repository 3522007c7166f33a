import puppeteer from 'puppeteer-core';
import { readFileSync, readdirSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const url = process.argv[2];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823 });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 6000));
const { profile } = await cdp.send('Profiler.stop');
const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
await browser.close();
const tasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000).map((e) => ({ ts: e.ts, dur: e.dur }));
const maps = new Map();
const mapFor = (u) => { const f = u.split('/').pop(); if (!maps.has(f)) { try { maps.set(f, new TraceMap(readFileSync(`apps/dotcom/dist/assets/${f}.map`, 'utf8'))); } catch { maps.set(f, null); } } return maps.get(f); };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d));
const name = (n) => { const cf = n.callFrame; const m = cf.url && mapFor(cf.url); if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) return `${cf.functionName||o.name||'(anon)'} ${o.source.replace(/^(\.\.\/)+/, '')}:${o.line}`; } return `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}`; };
for (const task of tasks) {
  const self = new Map(); const incl = new Map();
  for (let i = 0; i < profile.samples.length; i++) { if (times[i] < task.ts || times[i] > task.ts + task.dur) continue; const n = byId.get(profile.samples[i]); const k = name(n); self.set(k, (self.get(k) ?? 0) + 1);
    const seen = new Set(); let id = n.id; while (id) { const nn = byId.get(id); const kk = name(nn); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + 1); } id = parent.get(id); } }
  console.log(`\n== task at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms`);
  console.log('  inclusive:', [...incl].filter(([k]) => !/^\(root\)|^\(program\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v * 0.2).toFixed(0)}ms ${k}`).join('\n    '));
}

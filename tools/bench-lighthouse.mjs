#!/usr/bin/env node
// `npm run bench:lighthouse`: the Lighthouse benchmark (tools/lighthouse.mjs) over HTTPS with HTTP/2, as the store's
// edge serves it, then over plain HTTP/1.1, where a page's requests cannot share one connection. Exits 1 when a page
// misses its targets over either. `LIGHTHOUSE_PROTOCOLS=h2` (or `http1`) runs one of them only.
import { spawnSync } from 'node:child_process';

const wanted = (process.env.LIGHTHOUSE_PROTOCOLS ?? 'h2,http1').split(',');
let failed = false;
for (const protocol of ['h2', 'http1'].filter((p) => wanted.includes(p))) {
  const env = { ...process.env };
  if (protocol === 'http1') env.LIGHTHOUSE_HTTP1 = '1';
  else delete env.LIGHTHOUSE_HTTP1;
  const run = spawnSync(process.execPath, ['tools/lighthouse.mjs'], { stdio: 'inherit', env });
  failed ||= run.status !== 0;
}
process.exitCode = failed ? 1 : 0;

#!/usr/bin/env node
// Serves a built folder (the Storybook build) on 127.0.0.1 for the browser tests and the picture script.
// Usage: node tools/serve-static.mjs <folder> <port>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Starts the server; resolves with it once it listens. */
export function serveStatic(folder, port, host = '127.0.0.1') {
  const root = resolve(folder);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // Hashed build files may be cached; pages are always fresh.
    const cache = extname(file) === '.html' || extname(file) === '.json' ? 'no-cache' : 'public, max-age=3600';
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveServer(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder = 'dist/storybook', port = '6006'] = process.argv.slice(2);
  if (!existsSync(join(folder, 'index.html'))) {
    console.error(`${folder} has no index.html: build it first (npx storybook build -o ${folder})`);
    process.exit(1);
  }
  await serveStatic(folder, Number(port));
  console.log(`serving ${folder} on http://127.0.0.1:${port}`);
}

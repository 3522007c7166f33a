#!/usr/bin/env node
// The weight of @carrier/http-client and @carrier/error-catalogue as an app pays for them: both packages
// bundled with their dependencies (ofetch with ufo and destr, p-retry), minified with esbuild, gzipped.
// `npm run size` runs it and fails above the budget in size-budget.json; `npm run bench:http` prints it too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './workspace.mjs';

/** Both packages, everything they export. */
const PACKAGES = "export * from '@carrier/http-client';\nexport * from '@carrier/error-catalogue';\n";
/** What the two packages need of their dependencies: ofetch (with ufo and destr) and p-retry. */
const DEPENDENCIES = "export { createFetch } from 'ofetch';\nexport { default as pRetry } from 'p-retry';\n";

/** The gzip budget of both packages with their dependencies, in bytes (1 KB = 1000 bytes). */
export const HTTP_SIZE_TARGET = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')).packages[
  'http-client+error-catalogue'
];

/** Bundled and minified with esbuild; its size in bytes, raw and gzipped. */
async function bundleSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** The two packages' bundle, and the share of it that is their dependencies alone. */
export async function httpBundleSizes() {
  return { bundle: await bundleSize(PACKAGES), dependencies: await bundleSize(DEPENDENCIES) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;

/** The figures as printed lines, and whether the bundle is within its budget. */
export function describeHttpBundle({ bundle, dependencies }) {
  return {
    ok: bundle.gzip <= HTTP_SIZE_TARGET,
    lines: [
      `bundle: http-client + error-catalogue + ofetch + p-retry = ${kb(bundle.raw)} min, ${kb(bundle.gzip)} gzip (budget ${kb(HTTP_SIZE_TARGET)})`,
      `  of which the dependencies alone (ofetch, ufo, destr, p-retry): ${kb(dependencies.gzip)} gzip`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, lines } = describeHttpBundle(await httpBundleSizes());
  for (const line of lines) console.log(`${ok ? 'ok  ' : 'OVER'} ${line}`);
  if (!ok) {
    console.error('Size budget exceeded: http-client + error-catalogue');
    process.exit(1);
  }
}

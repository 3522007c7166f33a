#!/usr/bin/env node
// Checks every publishable package as a consumer would get it: a README, publint (strict) and attw (ESM only) on the
// packed tarball. Every package is packed by one `npm pack` and checked in this process, with publint and attw loaded
// once: the same checks as their command lines (`publint --strict`, `attw --pack . --profile esm-only`), without a
// packing and a TypeScript start-up per package.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { publishablePackages, root } from './workspace.mjs';

/** attw's `esm-only` profile: what a package that ships ES modules alone need not resolve. */
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

const packages = publishablePackages();
const out = mkdtempSync(join(tmpdir(), 'carrier-pack-'));
let failed = 0;
let passed = 0;
const report = (ok, label, detail = '') => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (!ok && detail) console.log(detail.replace(/^/gm, '       '));
  if (ok) passed++;
  else failed++;
};

try {
  // One npm for every package: its answer names each tarball.
  const packed = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--pack-destination', out, ...packages.map((pkg) => `--workspace=${pkg.manifest.name}`)],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  const tarballOf = new Map(packed.map((entry) => [entry.name, join(out, entry.filename)]));

  for (const { dir, manifest } of packages) {
    console.log(manifest.name);
    report(existsSync(join(dir, 'README.md')) && existsSync(join(dir, 'dist')), 'README.md and a built dist/');
    const file = tarballOf.get(manifest.name);
    if (!file || !existsSync(file)) {
      report(false, 'npm pack', `no tarball for ${manifest.name}`);
      continue;
    }
    const tarball = readFileSync(file);

    // publint reads the package from its tarball: what is published, as a consumer gets it.
    const { messages, pkg } = await publint({
      strict: true,
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
    });
    // Strict: a warning fails as an error does; suggestions are shown, not counted.
    const problems = messages.filter((message) => message.type !== 'suggestion');
    report(
      problems.length === 0,
      'publint --strict',
      problems.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`).join('\n'),
    );

    // Style sheets are exported for bundlers, not as modules, and an entry for the workspace's sources alone (the
    // kit's test fakes) is not published: attw judges the module entries.
    const excludeEntrypoints = Object.entries(manifest.exports ?? {})
      .filter(([entry, target]) => entry.endsWith('.css') || (typeof target === 'object' && !('default' in target)))
      .map(([entry]) => entry);
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(tarball)), {
      excludeEntrypoints,
    });
    const typeProblems = analysis.types
      ? analysis.problems.filter(
          (problem) => !('resolutionKind' in problem) || !IGNORED_RESOLUTIONS.includes(problem.resolutionKind),
        )
      : [];
    report(
      analysis.types !== false && typeProblems.length === 0,
      'attw (esm-only)',
      analysis.types
        ? typeProblems
            .map(
              (problem) =>
                `${problem.kind}${'entrypoint' in problem ? ` at ${problem.entrypoint}` : ''}` +
                `${'resolutionKind' in problem ? ` (${problem.resolutionKind})` : ''}`,
            )
            .join('\n')
        : 'the package ships no types',
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(`package checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

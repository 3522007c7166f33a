// Reads the workspace's packages: which are publishable, where they live.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** The folders that hold workspace packages, as package.json's workspaces list them. */
export const WORKSPACE_GROUPS = ['packages', 'packages/journeys', 'apps'];

/** Every workspace package under packages/, packages/journeys/ and apps/, with its manifest. */
export function workspacePackages() {
  return WORKSPACE_GROUPS.flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
      .map((entry) => {
        const dir = join(root, group, entry.name);
        return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
      }),
  );
}

/** The packages released to the registry: every one not marked private. */
export function publishablePackages() {
  return workspacePackages().filter((pkg) => !pkg.manifest.private);
}

/** Every folder whose unit tests report to its `test-results/vitest.json`: the workspace's packages and apps, and tools/. */
export const testedDirs = () => [...workspacePackages().map((pkg) => pkg.dir), join(root, 'tools')];

/**
 * The report of the React projects' unit tests run as one (vitest.ui.config.ts, as `npm test` runs them): under dist/,
 * since Playwright empties the workspace root's test-results/ when it starts.
 */
export const REACT_UNIT_REPORT = join(root, 'dist/vitest-react.json');

/** Playwright's JSON report of the last browser test run. */
export const E2E_REPORT = join(root, 'dist/e2e-results.json');

/** The JSON reports of the last run of each project's unit tests (Vitest's), those that are there. */
export function vitestReports() {
  return [...testedDirs().map((dir) => join(dir, 'test-results/vitest.json')), REACT_UNIT_REPORT]
    .filter(existsSync)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
}

/** Playwright's report of the last browser test run, if there is one. */
export function playwrightReport() {
  return existsSync(E2E_REPORT) ? JSON.parse(readFileSync(E2E_REPORT, 'utf8')) : undefined;
}

#!/usr/bin/env node
// The rule census against the reports of the run that just ended (`npm test`'s last step): every test that
// tools/rule-census.ts names for a rule must be in this run's reports (Vitest's test-results/vitest.json of each
// project, Playwright's dist/e2e-results.json) and have passed. A named test that was skipped, filtered out or
// removed fails the census as one that failed does: the rule it states was not checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { referenceProblem, testsOfRun } from './test-outcomes.mjs';
import { playwrightReport, root, vitestReports } from './workspace.mjs';

/** The census, compiled from its TypeScript source (it imports nothing). */
async function loadCensus() {
  const source = readFileSync(join(root, 'tools/rule-census.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.RULE_CENSUS;
}

const census = await loadCensus();
const tests = testsOfRun(vitestReports(), playwrightReport(), root);
/** Each rule's problems in this run: none when every test it names ran and passed. */
const rows = census.map((row) => {
  if (row.open !== undefined || row.testedBy.length === 0)
    return { row, problems: [`no test states it${row.open ? ` (open: ${row.open})` : ''}`] };
  return { row, problems: row.testedBy.flatMap((reference) => referenceProblem(reference, tests) ?? []) };
});
const failed = rows.filter((entry) => entry.problems.length > 0);
for (const { row, problems } of failed)
  for (const problem of problems) console.log(`census: ${row.section} ${row.rule}: ${problem}`);
const references = census.reduce((sum, row) => sum + row.testedBy.length, 0);
const inBrowser = census.filter((row) => row.testedBy.some((reference) => reference.includes('/e2e/'))).length;
console.log(
  `rule census: ${census.length} rules stated by ${references} named tests (${inBrowser} rules by a browser test, ` +
    `${census.length - inBrowser} by unit or component tests alone)`,
);
console.log(`rule census: ${census.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);

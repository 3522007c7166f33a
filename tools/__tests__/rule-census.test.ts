import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_CENSUS } from '../rule-census.js';

// The census of the specification's rules (tools/rule-census.ts): each rule of sections 3 to 9 names the tests that
// state it, or says what it still lacks. Whether each named test ran and passed is read from the run's reports by
// tools/rule-census-check.mjs, the last step of `npm test`; here, what can be told from the census alone.

const root = resolve(import.meta.dirname, '../..');

/** A test file of the workspace: a browser test (`e2e/*.spec.ts`) or a unit or component test (`*.test.ts(x)`). */
const TEST_FILE = /^(apps|packages|packages\/journeys|tools)\/([^/]+\/)*[^/]+\.(spec\.ts|test\.tsx?)$/;

/** What is wrong with a reference `file › the start of a test's title` that the census alone can tell. */
function problemOf(reference: string): string | undefined {
  const [file, ...title] = reference.split(' › ');
  if (!file || title.length === 0 || !title.join(' › ').trim()) return `"${reference}" is not "file › title"`;
  if (!TEST_FILE.test(file)) return `${file} is not a test file of the workspace`;
  return existsSync(resolve(root, file)) ? undefined : `${file} is not there`;
}

describe('the rule census of spec sections 3 to 9', () => {
  it('every rule names the tests that state it: a rule without one fails', () => {
    const unstated = RULE_CENSUS.filter((row) => row.testedBy.length === 0 || row.open !== undefined);
    expect(unstated.map((row) => `${row.section} ${row.rule}${row.open ? ` (open: ${row.open})` : ''}`)).toEqual([]);
    const inBrowser = RULE_CENSUS.filter((row) => row.testedBy.some((reference) => reference.includes('/e2e/')));
    console.log(
      `rule census: ${RULE_CENSUS.length} rules, each stated by a test (${inBrowser.length} by a browser test)`,
    );
  });

  it('every test it names is in a test file that is there', () => {
    const problems = RULE_CENSUS.flatMap((row) =>
      row.testedBy.flatMap((reference) => {
        const problem = problemOf(reference);
        return problem ? [`${row.section} ${row.rule}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('a reference names a file and a title', () => {
    expect(problemOf('apps/dotcom/e2e/session.spec.ts')).toMatch(/is not "file › title"/);
    expect(problemOf('session › at 30:00')).toMatch(/is not a test file/);
    expect(problemOf('apps/dotcom/e2e/no-such.spec.ts › a title')).toMatch(/is not there/);
    expect(problemOf('apps/dotcom/e2e/session.spec.ts › a title')).toBeUndefined();
  });

  it('every rule of sections 3 to 9 is counted once', () => {
    const sections = new Set(RULE_CENSUS.map((row) => row.section.split('.')[0]));
    expect([...sections].sort()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    const rules = RULE_CENSUS.map((row) => `${row.section} ${row.rule}`);
    expect(rules.filter((rule, i) => rules.indexOf(rule) !== i)).toEqual([]);
  });
});

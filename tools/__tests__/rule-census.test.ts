import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_CENSUS } from '../rule-census.js';

// The census of the specification's rules (tools/rule-census.ts): each rule of sections 3 to 9 names the
// browser tests that show it in the running store, or says what it still lacks.

const root = resolve(import.meta.dirname, '../..');

/** The spec file a reference names: `session` in the dotcom app, `webview/simulator` in an app or a package. */
function specFile(spec: string): string {
  if (!spec.includes('/')) return `apps/dotcom/e2e/${spec}.spec.ts`;
  const [project, name] = spec.split('/');
  const app = `apps/${project}/e2e/${name}.spec.ts`;
  return existsSync(resolve(root, app)) ? app : `packages/${project}/e2e/${name}.spec.ts`;
}

/** The titles of a spec file's tests (not its describe blocks), as written: a template keeps its `${…}`. */
function testTitles(source: string): string[] {
  return [...source.matchAll(/(?<![.\w])test\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g)].map((match) =>
    (match[2] ?? '').replace(/\\(['"`\\])/g, '$1'),
  );
}

const specs = new Map<string, { readonly titles: string[] } | undefined>();
function spec(name: string) {
  if (!specs.has(name)) {
    const file = resolve(root, specFile(name));
    specs.set(name, existsSync(file) ? { titles: testTitles(readFileSync(file, 'utf8')) } : undefined);
  }
  return specs.get(name);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `reference` names a test of this title: the start of a plain title; or the whole of a title made in a loop
 * (`${code} shows ${errorType} in …`), each of its values in place of a `${…}`.
 */
function names(reference: string, title: string): boolean {
  const parts = title.split(/\$\{[^}]*\}/);
  if (parts.length === 1) return title.startsWith(reference);
  return new RegExp(`^${parts.map(escape).join('.+?')}$`).test(reference);
}

/** What is wrong with a reference `spec › the start of a test's title`, if anything. */
function problemOf(reference: string): string | undefined {
  const [name, title, ...rest] = reference.split(' › ');
  if (!name || !title || rest.length > 0) return `"${reference}" is not "spec › title"`;
  const found = spec(name);
  if (!found) return `${specFile(name)} is not there`;
  return found.titles.some((candidate) => names(title, candidate)) ? undefined : `no test of ${name} is "${title}…"`;
}

describe('the rule census of spec sections 3 to 9', () => {
  it('every rule names the browser tests that show it acting in the running store: a rule without one fails', () => {
    const unshown = RULE_CENSUS.filter((row) => row.shownBy.length === 0 || row.open !== undefined);
    expect(unshown.map((row) => `${row.section} ${row.rule}${row.open ? ` (open: ${row.open})` : ''}`)).toEqual([]);
    // The count, in the test's output.
    console.log(`rule census: ${RULE_CENSUS.length} rules, each shown in the running store`);
  });

  it('every test it names is a browser test of the store that is there', () => {
    const problems = RULE_CENSUS.flatMap((row) =>
      row.shownBy.flatMap((reference) => {
        const problem = problemOf(reference);
        return problem ? [`${row.section} ${row.rule}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every rule of sections 3 to 9 is counted once', () => {
    const sections = new Set(RULE_CENSUS.map((row) => row.section.split('.')[0]));
    expect([...sections].sort()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    const rules = RULE_CENSUS.map((row) => `${row.section} ${row.rule}`);
    expect(rules.filter((rule, i) => rules.indexOf(rule) !== i)).toEqual([]);
  });
});

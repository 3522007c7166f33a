import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The values (not the types) `@carrier/storefront/kit` exports, by name. */
function kitValues(): string[] {
  const file = resolve(root, 'packages/storefront/src/kit.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    !statement.isTypeOnly &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
      : [],
  );
}

/** The source of every journey and app (their tests apart), as one text. */
function kitUsers(): string {
  const dirs = [
    ...readdirSync(resolve(root, 'packages/journeys')).map((name) => `packages/journeys/${name}/src`),
    ...readdirSync(resolve(root, 'apps')).map((name) => `apps/${name}/src`),
  ].filter((dir) => existsSync(resolve(root, dir)));
  return dirs
    .flatMap((dir) =>
      readdirSync(resolve(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(resolve(root, dir, file), 'utf8')),
    )
    .filter((text) => text.includes('@carrier/storefront/kit'))
    .join('\n');
}

describe('the kit shows its face: what journeys and apps use, the rest internal', () => {
  it('every value the kit exports is used by a journey or an app', () => {
    const users = kitUsers();
    const unused = kitValues().filter((name) => !new RegExp(`\\b${name}\\b`).test(users));
    expect(unused).toEqual([]);
  });
});

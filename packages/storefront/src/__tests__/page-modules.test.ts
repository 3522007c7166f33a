import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../page-modules.js';
import { createStorefrontRouteTree } from '../router.js';

describe('the pages’ lazy modules, for preloading them with the page', () => {
  const tree = createStorefrontRouteTree();
  const paths = (tree.children as unknown as { options: { path: string } }[]).map((route) => route.options.path);

  it('lists every page of the route tree, and no other', () => {
    expect(PAGE_MODULES.map((p) => p.path).sort()).toEqual([...new Set(paths)].sort());
  });

  it('names modules the router really loads lazily for the page', () => {
    const router = readFileSync(join(import.meta.dirname, '../router.tsx'), 'utf8');
    for (const page of PAGE_MODULES)
      for (const module of page.modules) {
        const file = join(import.meta.dirname, '..', module);
        expect(() => readFileSync(file)).not.toThrow();
        if (module.endsWith('.tsx')) expect(router).toContain(`import('./${module.replace(/\.tsx$/, '.js')}')`);
      }
  });
});

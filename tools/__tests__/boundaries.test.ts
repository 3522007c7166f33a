import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  // The boundary rule reads the cached project graph; make sure it exists on a fresh clone.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: root });
});

const BOUNDARY_RULES = new Set(['@nx/enforce-module-boundaries', 'no-restricted-imports']);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

describe('dependency direction (ARCHITECTURE.md), enforced by lint', () => {
  it.each([
    [
      'a core package importing React',
      'packages/fnf-validation/src/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;",
    ],
    [
      'a core package importing the router',
      'packages/http-client/src/probe.ts',
      "import { redirect } from '@tanstack/react-router';\nexport const x = redirect;",
    ],
    [
      'a core package importing jotai’s React hooks',
      'packages/cart-lock/src/probe.ts',
      "import { useAtomValue } from 'jotai';\nexport const x = useAtomValue;",
    ],
    [
      'a core package importing the design system',
      'packages/fnf-validation/src/probe.ts',
      "import { Button } from '@carrier/design-system';\nexport const x = Button;",
    ],
    [
      'the design system importing the storefront',
      'packages/design-system/src/probe.ts',
      "import { PromoPage } from '@carrier/storefront';\nexport const x = PromoPage;",
    ],
    [
      'a journey importing another journey',
      'packages/journeys/cart/src/probe.ts',
      "import { shopJourney } from '@carrier/journey-shop';\nexport const x = shopJourney;",
    ],
    [
      'the shell kit importing a journey',
      'packages/storefront/src/probe.ts',
      "import { fnfJourney } from '@carrier/journey-fnf';\nexport const x = fnfJourney;",
    ],
    [
      'the shell kit importing a journey’s paths',
      'packages/storefront/src/probe.ts',
      "import { CART_PATHS } from '@carrier/journey-cart/paths';\nexport const x = CART_PATHS;",
    ],
    [
      'a core package importing a journey’s paths',
      'packages/http-client/src/probe.ts',
      "import { CART_PATHS } from '@carrier/journey-cart/paths';\nexport const x = CART_PATHS;",
    ],
    [
      'a journey’s paths module importing code',
      'packages/journeys/cart/src/paths.ts',
      "import { defineJourney } from '@carrier/storefront/kit';\nexport const x = defineJourney;",
    ],
    [
      'a journey’s paths module importing its own journey',
      'packages/journeys/cart/src/paths.ts',
      "import { cartJourney } from './manifest.js';\nexport const x = cartJourney;",
    ],
    [
      'the sandbox importing the design system',
      'apps/sandbox/src/probe.ts',
      "import { Button } from '@carrier/design-system';\nexport const x = Button;",
    ],
    [
      'the sandbox importing React',
      'apps/sandbox/src/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;",
    ],
  ])('fails: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'a core package importing another core package',
      'packages/http-client/src/probe.ts',
      "import { check } from '@carrier/service-contracts';\nexport const x = check;",
    ],
    [
      'a core package holding its state in jotai’s vanilla store',
      'packages/cart-lock/src/probe.ts',
      "import { createStore } from 'jotai/vanilla';\nimport { atomWithReducer } from 'jotai/vanilla/utils';\nexport const x = [createStore, atomWithReducer];",
    ],
    [
      'the storefront importing the design system',
      'packages/storefront/src/probe.ts',
      "import { Button } from '@carrier/design-system';\nexport const x = Button;",
    ],
    [
      'a journey importing the shell kit',
      'packages/journeys/shop/src/probe.ts',
      "import { defineJourney } from '@carrier/storefront/kit';\nexport const x = defineJourney;",
    ],
    [
      'a journey importing another journey’s paths (the one entry it may)',
      'packages/journeys/cart/src/probe.ts',
      "import { SHOP_PATHS } from '@carrier/journey-shop/paths';\nexport const x = SHOP_PATHS;",
    ],
    [
      'a journey’s paths module importing another journey’s paths',
      'packages/journeys/prepaid/src/paths.ts',
      "import { SHOP_PATHS } from '@carrier/journey-shop/paths';\nexport const x = SHOP_PATHS;",
    ],
    [
      'an app importing a journey',
      'apps/dotcom/src/probe.ts',
      "import { shopJourney } from '@carrier/journey-shop';\nexport const x = shopJourney;",
    ],
    [
      'the sandbox importing a core package',
      'apps/sandbox/src/probe.ts',
      "import { check } from '@carrier/service-contracts';\nexport const x = check;",
    ],
  ])('passes: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

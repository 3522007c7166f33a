// @ts-check
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * React and everything built on it: what a core package may never import. jotai's vanilla store and atoms
 * (`jotai/vanilla`, `jotai/vanilla/utils`) are framework-free and hold the core packages' state; its hooks are React.
 */
const REACT_WORLD = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'jotai',
  'jotai/react',
  'jotai/react/*',
  'jotai/utils',
  '@tanstack/react-router',
  '@vanilla-extract/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.sandbox-data/**',
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // A journey's paths module is the one entry of a journey another journey (or an app) may import: page paths
          // and nothing else (the rule below keeps it so, and keeps the kit and core packages off it).
          allow: ['^@carrier/journey-[a-z-]+/paths$'],
          depConstraints: [
            {
              sourceTag: 'type:core',
              onlyDependOnLibsWithTags: ['type:core'],
              bannedExternalImports: REACT_WORLD,
            },
            {
              sourceTag: 'type:sandbox',
              onlyDependOnLibsWithTags: ['type:core'],
              bannedExternalImports: REACT_WORLD,
            },
            // The store server: core packages only; it renders each app's pages from the app's own server build.
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:core'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:core'] },
            // The shell kit (scope:shared) and the journeys: core, the design system and the kit, never a journey.
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:core', 'type:ui', 'scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:core', 'type:ui', 'type:feature'] },
          ],
        },
      ],
    },
  },
  {
    // A journey's paths module carries no code: it imports nothing but other journeys' paths.
    files: ['packages/journeys/*/src/paths.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!@carrier/journey-[a-z-]+/paths$).*', message: 'A paths module holds paths only.' }],
        },
      ],
    },
  },
  {
    // The kit, the design system and the core packages come before every journey: not even a journey's paths.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/sandbox/src/**/*.ts', 'apps/store-server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@carrier/journey-*'], message: 'The kit and core packages never import a journey.' }] },
      ],
    },
  },
  {
    // Build configuration and browser tests are not part of any project's module graph; they may share repo
    // tooling and each other's fixtures.
    files: [
      '**/vite.config.ts',
      '**/vite.*.config.ts',
      'tools/vite-*.ts',
      '**/vitest.config.ts',
      '**/e2e/**/*.ts',
      '.storybook/**/*.ts',
      'playwright.config.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);

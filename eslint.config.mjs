// @ts-check
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** React and everything built on it: what a core package may never import. */
const REACT_WORLD = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'jotai',
  'jotai/*',
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
          allow: [],
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

// The React projects: the design system, the kit, the journeys and the apps that render the store. `npm test` runs
// their unit tests as one Vitest run (vitest.ui.config.ts) and checks their types as one program
// (tsconfig.ui-check.json); each project's own targets are the same checks for that project alone.

/** Each one's name as Nx matches it, and its folder from the workspace root (a `*` stands for every journey). */
export const UI_PROJECTS = [
  { name: '@carrier/design-system', dir: 'packages/design-system' },
  { name: '@carrier/storefront', dir: 'packages/storefront' },
  { name: '@carrier/journey-*', dir: 'packages/journeys/*' },
  { name: '@carrier/dotcom', dir: 'apps/dotcom' },
  { name: '@carrier/webview', dir: 'apps/webview' },
  { name: '@carrier/prepaid', dir: 'apps/prepaid' },
];

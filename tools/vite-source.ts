import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Inside the workspace, `@carrier/*` packages resolve to their TypeScript source through the
 * `@carrier/source` export condition, so apps, tests and Storybook need no prior build of them.
 * The server conditions matter too: vanilla-extract evaluates `.css.ts` files in an SSR runner, and
 * without them a `.css.ts` would read the design system's built tokens instead of the source ones.
 */
export const SOURCE_CONDITION = '@carrier/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] },
  },
} satisfies UserConfig;

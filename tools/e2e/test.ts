import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/** What the store logs when its hydration found another page than the server drew (see storefront/render.tsx). */
const HYDRATION_MISMATCH = 'hydration-mismatch';

/** The lines of a mismatch's report kept: the error, then the innermost parts of the component stack. */
const MISMATCH_LINES_KEPT = 12;

/**
 * Playwright's `test`, where a page of the store whose hydration did not match the server's drawing fails the test
 * that opened it: React then draws the page again in the browser, a bug that no assertion on the page would see.
 */
export const test = base.extend<{ hydration: void }>({
  hydration: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH))
          mismatches.push(
            `${message.page()?.url() ?? ''}: ${message.text().split('\n').slice(0, MISMATCH_LINES_KEPT).join('\n')}`,
          );
      });
      await use();
      expect(mismatches, 'pages whose hydration did not match the server').toEqual([]);
    },
    { auto: true },
  ],
});

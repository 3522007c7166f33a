import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** What a check reports of a rule that failed: its id, impact, help text and the nodes it failed on. */
export type AxeViolation = {
  id: string;
  impact?: string | null | undefined;
  help: string;
  nodes: { target: unknown[] }[];
};

export type AxeOptions = {
  /** The part of the page to check (a CSS selector); the whole page when absent. */
  include?: string;
  /** The axe tags whose rules run. */
  tags: string[];
  /** Rules that do not apply to what is checked. */
  disable?: string[];
};

/**
 * Runs axe in the page itself and returns its violations. axe's source is evaluated into the page once (an
 * evaluation is not subject to the store's Content-Security-Policy) and stays for as long as the document does,
 * and the run happens where the page is: `@axe-core/playwright` injects axe again on every call and finishes each
 * run in a second, blank page, which made a check of a one-button story take ten times as long as the check itself.
 * The store's pages and the stories have no frame of another origin, which is all that its frame handling adds.
 */
export async function axeViolations(page: Page, { include, tags, disable = [] }: AxeOptions): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags, disable }) => {
      // Colours are judged as they end, not mid-transition (a button fading to enabled failed contrast once): the
      // page's finite animations and transitions are let finish first, for at most a second.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 1000))]);
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: [...node.target] })),
      }));
    },
    { include, tags, disable },
  );
}

/** The serious and critical violations, one line each: the rule, its help text and where it failed. */
export function seriousLines(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

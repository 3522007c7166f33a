import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, seriousLines } from '../../../tools/axe-in-page.js';

// Every story of the built Storybook, checked in Chromium: it renders without errors and axe finds no
// serious or critical violation, at 1440 px, and at 375 px for the components whose layout follows the screen.

const STORYBOOK = `http://127.0.0.1:${process.env['STORYBOOK_PORT'] ?? 6106}`;
const index = JSON.parse(readFileSync(join(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

async function openStory(page: Page, id: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  // The a11y addon's own automatic axe run is turned off: two runs of axe in one page collide.
  await page.goto(`${STORYBOOK}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  // Storybook marks the body once the story has rendered (some render nothing), or shows its error screen.
  await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className));
  if (await page.locator('body.sb-show-errordisplay').count())
    errors.push(`Storybook error: ${await page.locator('#error-message').innerText()}`);
  page.off('pageerror', onError);
  return errors;
}

/**
 * Shows another story in the preview that is already open, as Storybook's own sidebar does (the preview's channel),
 * instead of loading the preview's files again: the story before it is unmounted first, so what one story leaves
 * behind in the page (a portal, an inert page, a listener) would show up as a problem of the next one.
 */
async function switchStory(page: Page, id: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const outcome = await page.evaluate(
    (storyId) =>
      new Promise<string>((resolve, reject) => {
        type Channel = {
          on(event: string, listener: (payload: unknown) => void): void;
          off(event: string, listener: (payload: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('the preview has no channel'));
        const outcomes = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = outcomes.map((event) => {
          const listener = (payload: unknown) => {
            for (const [i, name] of outcomes.entries()) channel.off(name, listeners[i]!);
            resolve(event === 'storyRendered' ? 'rendered' : `${event}: ${JSON.stringify(payload)}`);
          };
          channel.on(event, listener);
          return listener;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  if (outcome !== 'rendered') errors.push(`Storybook: ${outcome}`);
  if (await page.locator('body.sb-show-errordisplay').count())
    errors.push(`Storybook error: ${await page.locator('#error-message').innerText()}`);
  page.off('pageerror', onError);
  return errors;
}

/**
 * The components whose layout changes with the screen (they wrap, stack, collapse or cover the page): checked at
 * 375 px as well. Every other component draws the same at any width and is checked once, at 1440 px (the phone-size
 * pictures of every story are `npm run pictures`).
 */
const RESPONSIVE =
  /Header|Footer|PageLayout|Tiles|ProductTile|Columns|Inline|Drawer|Dialog|SmartBanner|Stepper|Tabs|FilterChips|Pagination|Breadcrumbs|Notification|Store shell|Templates/;

/** About how many stories one test checks: the preview's files load once per test, and the two workers share them. */
const STORIES_PER_TEST = 36;

/**
 * The stories in runs of whole components, in the index's order: each run is one test, one page, where the first
 * story is opened and the others are switched to. A component's stories stay together, so a problem one of them
 * leaves behind shows up next to it.
 */
function runsOf(list: typeof stories): (typeof stories)[] {
  const byComponent = new Map<string, typeof stories>();
  for (const story of list) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);
  const count = Math.max(1, Math.round(list.length / STORIES_PER_TEST));
  const size = list.length / count;
  const runs: (typeof stories)[] = [[]];
  for (const group of byComponent.values()) {
    const current = runs[runs.length - 1]!;
    if (current.length > 0 && current.length + group.length / 2 > size && runs.length < count) runs.push([...group]);
    else current.push(...group);
  }
  return runs;
}

const components = (run: typeof stories) => [...new Set(run.map((story) => story.title))].join(', ');

async function checkStories(page: Page, run: typeof stories) {
  const problems: string[] = [];
  for (const [i, story] of run.entries()) {
    const errors = i === 0 ? await openStory(page, story.id) : await switchStory(page, story.id);
    const violations = await axeViolations(page, {
      include: '#storybook-root',
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      // A story shows one component, not a page: page-level rules do not apply to it.
      disable: ['region', 'landmark-one-main', 'page-has-heading-one', 'landmark-unique'],
    });
    for (const line of seriousLines(violations)) problems.push(`${story.title} › ${story.name}: ${line}`);
    for (const error of errors) problems.push(`${story.title} › ${story.name}: page error: ${error}`);
  }
  expect(problems).toEqual([]);
}

test.describe('every story renders with no serious or critical axe violation', () => {
  for (const run of runsOf(stories))
    test(`at 1440 px: ${components(run)}`, async ({ page }) => {
      // A second or so per story on two shared cores: a run's time, not one page's.
      test.setTimeout(run.length * 10_000);
      await checkStories(page, run);
    });
  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    for (const run of runsOf(stories.filter((story) => RESPONSIVE.test(story.title))))
      test(`where the layout follows the screen: ${components(run)}`, async ({ page }) => {
        test.setTimeout(run.length * 10_000);
        await checkStories(page, run);
      });
  });
});

test.describe('Dialog in the browser', () => {
  test('opens modal: the page behind is inert, Tab stays inside, Escape closes and the focus returns', async ({
    page,
  }) => {
    await openStory(page, 'components-dialog--closed');
    const opener = page.getByRole('button', { name: 'Check store pickup' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Store pickup' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind the modal is inert: its button cannot take the focus.
    expect(await dialog.evaluate((node) => node.matches(':modal'))).toBe(true);
    expect(await opener.evaluate((node: HTMLElement) => (node.focus(), document.activeElement === node))).toBe(false);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("the confirm dialog asks 'Are You Sure' with No focused", async ({ page }) => {
    await openStory(page, 'components-confirmdialog--all-states');
    await expect(page.getByRole('alertdialog', { name: 'Are You Sure' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'No' })).toBeFocused();
  });
});

test.describe('Tooltip in the browser', () => {
  test('shows 500 ms after focus and hides on Escape', async ({ page }) => {
    // The page's clock is Playwright's: the 500 ms are stepped, not raced against a busy machine.
    const start = new Date('2026-01-05T10:00:00Z');
    await page.clock.install({ time: start });
    await openStory(page, 'components-tooltip--default');
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    // The button is on the page before the key is pressed, and the key lands on it.
    const trigger = page.getByRole('button', { name: 'Why this price?' });
    await expect(trigger).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(499);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
});

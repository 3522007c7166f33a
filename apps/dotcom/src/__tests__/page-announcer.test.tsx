import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FnfContent } from '@carrier/journey-fnf';
import { FNF_CONTENT as CONTENT, testFnf } from '@carrier/journey-fnf/testing';
import { PAGE_ANNOUNCER_DELAY_MS, renderStore, testDeps } from '@carrier/storefront/testing';
import { dotcomJourneys } from './store.js';

const PROMO_HEADING = 'FriendsAndFamilyTitle text';
const NOT_FOUND_HEADING = 'We can’t find that page';

function renderAt(path: string, loadContent: () => Promise<FnfContent> = async () => CONTENT) {
  const deps = testDeps({
    ...dotcomJourneys({ fnf: testFnf({ loadContent: vi.fn(loadContent) }) }),
    currentHref: () => `http://localhost${path}`,
  });
  return renderStore(deps, createMemoryHistory({ initialEntries: [path] }));
}

/** What the announcer says now. */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((text) => text === PROMO_HEADING || text === NOT_FOUND_HEADING);

/**
 * The announcer's clock: once the first page has drawn, its timers (setTimeout) are fake and move only when the test
 * moves them, so "not before 300 ms" and "nothing after" are told by the clock, not by how busy the machine is.
 */
function announcerClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Waits, with the clock stopped, until `condition` holds: what is due at once (a zero timeout of the store's page
 * loading) runs, and real work (a page's module) goes on between steps, but no time passes.
 */
async function until(condition: () => boolean) {
  do {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  } while (!condition());
}

/** Moves to `to` with the clock stopped, until the store is there and `drawn` holds. */
async function moveTo(router: ReturnType<typeof renderAt>, to: string, drawn: () => boolean = () => true) {
  void router.navigate({ to });
  await until(() => router.state.location.pathname.endsWith(to) && drawn());
}

const hasHeading = (name: string) => () => screen.queryByRole('heading', { name }) !== null;

describe('the page announcer: a move within the store is told to screen readers (spec 9: 300 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('says nothing for the first page of a visit (the screen reader reads it)', async () => {
    renderAt('/sales/digital/friendsandfamily.html');
    await screen.findByRole('heading', { name: PROMO_HEADING });
    const advance = announcerClock();
    await advance(10 * PAGE_ANNOUNCER_DELAY_MS);
    expect(announced()).toEqual([]);
  });

  it("says the new page's heading 300 ms after the move, not before", async () => {
    const router = renderAt('/sales/digital/friendsandfamily.html');
    await screen.findByRole('heading', { name: PROMO_HEADING });
    const advance = announcerClock();
    await moveTo(router, '/no-such-page.html', hasHeading(NOT_FOUND_HEADING));
    await advance(PAGE_ANNOUNCER_DELAY_MS - 1);
    expect(announced()).toEqual([]);
    await advance(1);
    expect(announced()).toEqual([NOT_FOUND_HEADING]);
  });

  it('waits for the heading of a page still loading at 300 ms, and says it once drawn', async () => {
    let release: (content: FnfContent) => void = () => undefined;
    const router = renderAt('/sales/digital/no-such-page.html', () => new Promise((resolve) => (release = resolve)));
    await screen.findByRole('heading', { name: NOT_FOUND_HEADING });
    const advance = announcerClock();
    await moveTo(router, '/friendsandfamily.html');
    await advance(PAGE_ANNOUNCER_DELAY_MS + 100);
    expect(screen.queryByRole('heading', { name: PROMO_HEADING })).toBeNull();
    expect(announced()).toEqual([]);
    act(() => release(CONTENT));
    await until(() => announced().includes(PROMO_HEADING));
  });
});

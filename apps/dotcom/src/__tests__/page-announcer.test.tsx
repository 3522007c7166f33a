import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('the page announcer: a move within the store is told to screen readers (spec 9: 300 ms)', () => {
  it('says nothing for the first page of a visit (the screen reader reads it)', async () => {
    renderAt('/sales/digital/friendsandfamily.html');
    await screen.findByRole('heading', { name: PROMO_HEADING });
    await new Promise((resolve) => setTimeout(resolve, PAGE_ANNOUNCER_DELAY_MS + 100));
    expect(announced()).toEqual([]);
  });

  it("says the new page's heading 300 ms after the move, not before", async () => {
    const router = renderAt('/sales/digital/friendsandfamily.html');
    await screen.findByRole('heading', { name: PROMO_HEADING });
    const movedAt = performance.now();
    await act(() => router.navigate({ to: '/no-such-page.html' }));
    await screen.findByRole('heading', { name: NOT_FOUND_HEADING });
    expect(announced()).toEqual([]);
    await screen.findByText(NOT_FOUND_HEADING, { selector: '[role=status]' });
    expect(performance.now() - movedAt).toBeGreaterThanOrEqual(PAGE_ANNOUNCER_DELAY_MS - 5);
  });

  it('waits for the heading of a page still loading at 300 ms, and says it once drawn', async () => {
    let release: (content: FnfContent) => void = () => undefined;
    const router = renderAt('/sales/digital/no-such-page.html', () => new Promise((resolve) => (release = resolve)));
    await screen.findByRole('heading', { name: NOT_FOUND_HEADING });
    await act(() => router.navigate({ to: '/friendsandfamily.html' }));
    await new Promise((resolve) => setTimeout(resolve, PAGE_ANNOUNCER_DELAY_MS + 100));
    expect(screen.queryByRole('heading', { name: PROMO_HEADING })).toBeNull();
    expect(announced()).toEqual([]);
    act(() => release(CONTENT));
    await screen.findByText(PROMO_HEADING, { selector: '[role=status]' });
  });
});

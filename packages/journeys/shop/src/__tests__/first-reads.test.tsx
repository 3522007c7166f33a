import type { HttpClient } from '@carrier/http-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessoryPath, productPath } from '../paths.js';
import { renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { shopJourney } from '../manifest.js';
import { createShopServices } from '../services.js';
import { detachedShop } from '../testing.js';
import { LANDING, PHONES, accessory } from '../fixtures.js';

const CASE = accessory({ id: 'guardline-clear-case' });
const CATALOGUE = 'deviceconfigservice/catalog/';

/** The carrier client as the shop's calls see it, answering the catalogue and noting each catalogue read. */
function catalogueClient(reads: string[]): HttpClient {
  const ok = { statusCode: '00000' };
  const answer = (path: string): unknown => {
    // A phone's reviews, far below the fold, are read once the page has drawn: not a first read.
    if (path.startsWith(CATALOGUE) && !path.endsWith('/reviews')) reads.push(path.slice(CATALOGUE.length));
    if (path === `${CATALOGUE}devices`) return { serviceHeader: ok, data: { devices: PHONES } };
    if (path === `${CATALOGUE}accessories`) return { serviceHeader: ok, data: { accessories: [CASE] } };
    if (path.startsWith('plansservice/plans')) return { serviceHeader: ok, data: { plans: [] } };
    if (path.startsWith('wishlistservice/')) return { serviceHeader: ok, data: { items: [] } };
    if (path === 'services-v1/landing.model.json') return LANDING;
    return { serviceHeader: ok, data: {} };
  };
  const request = async <T,>(path: string) => answer(path) as T;
  return { request, get: request, post: request };
}

/** Each page whose manifest entry lists first reads, where it is drawn. */
const PAGES: readonly (readonly [string, string])[] = [
  ['shopLanding', '/shop.html'],
  ['smartphones', '/smartphones.html'],
  ['searchResults', '/search.html?q=pixel'],
  ['productDetail', productPath((PHONES[0] as { id: string }).id)],
  ['accessoriesLanding', '/shop/accessories'],
  ['accessoryDetail', accessoryPath(CASE.id)],
  ['accessoryInterstitial', '/accessoryInterstitial.html'],
  ['favorites', '/favorites.html'],
  ['plans/recommendation', '/plans/recommendation.html?device=google-pixel-10'],
];

describe("each page's first reads in the manifest are what the page reads first, no more and no less", () => {
  it.each(PAGES)('%s', async (pageName, path) => {
    const asked: string[] = [];
    const page = shopJourney.pages.find((p) => p.pageName === pageName);
    for (const read of page?.firstReads?.(
      detachedShop(createShopServices(catalogueClient(asked), catalogueClient(asked))),
    ) ?? [])
      await read;

    const read: string[] = [];
    const url = `/sales/digital${path}`;
    const deps = testDeps({
      currentHref: () => `http://localhost${url}`,
      ...withJourney(shopJourney, detachedShop(createShopServices(catalogueClient(read), catalogueClient(read)))),
    });
    renderStore(deps, createMemoryHistory({ initialEntries: [url] }));
    await waitFor(() => expect(new Set(read)).toEqual(new Set(asked)), { timeout: 5000 });
    // Settled: the page has drawn what it loaded (its heading, its effects run), and asked for nothing else meanwhile.
    await screen.findByRole('heading', { level: 1 });
    await act(async () => undefined);
    expect(new Set(read)).toEqual(new Set(asked));
    expect(asked.length).toBeGreaterThan(0);
  });
});

it('every page of the manifest that lists first reads is drawn above', () => {
  const listed = shopJourney.pages.filter((page) => page.firstReads).map((page) => page.pageName);
  expect(new Set(listed)).toEqual(new Set(PAGES.map(([name]) => name)));
});

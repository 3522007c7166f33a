import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPageAnalytics, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { shopJourney } from '../manifest.js';
import { detachedShop, detachedShopServices } from '../testing.js';

describe('each page reports the page name of spec 2.2 its route declares', () => {
  it.each([
    ['plans/recommendation', '/plans/recommendation.html?device=google-pixel-10'],
    ['plans/recommended', '/plans/recommended.html?usage=light&hotspot=none&travel=no'],
    ['plans/selector', '/plans/selector.html'],
  ])('%s', async (pageName, path) => {
    const analytics = createPageAnalytics({});
    const url = `/sales/digital${path}`;
    renderStore(
      testDeps({
        analytics,
        currentHref: () => `http://localhost${url}`,
        ...withJourney(shopJourney, detachedShop(detachedShopServices({}))),
      }),
      createMemoryHistory({ initialEntries: [url] }),
    );
    await waitFor(() => expect(analytics.lastPageView()?.name).toBe(pageName), { timeout: 5000 });
  });
});

import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPageAnalytics } from '../analytics.js';
import { renderStore } from './render-store.js';
import { testDeps } from './test-deps.js';

describe('each page reports the page name of spec 2.2 its route declares', () => {
  it.each([
    ['plans/recommendation', '/plans/recommendation.html?usage=light&hotspot=none&travel=no'],
    ['plans/recommended', '/plans/recommended.html?usage=light&hotspot=none&travel=no'],
    ['plans/selector', '/plans/selector.html'],
  ])('%s', async (pageName, path) => {
    const analytics = createPageAnalytics({});
    const url = `/sales/digital${path}`;
    renderStore(
      testDeps({ analytics, currentHref: () => `http://localhost${url}` }),
      createMemoryHistory({ initialEntries: [url] }),
    );
    await waitFor(() => expect(analytics.lastPageView()?.name).toBe(pageName), { timeout: 5000 });
  });
});

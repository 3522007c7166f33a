import { deadEnds, routes } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import { DOTCOM } from '../config.js';

describe('no dead ends: every page the web store links or redirects to is a page of the store', () => {
  it('every path of its journeys, session page, service-error fallback, lock page and named page is a page under each base', async () => {
    const found = await deadEnds(DOTCOM);
    expect(found.deadEnds).toEqual([]);
    expect(found.checked).toBeGreaterThan(300);
    // The prepaid fallback cart (spec 8.4) is the prepaid app's, under /sales/prepaid/, which this app does not serve.
    expect(found.otherApps).toEqual(['/sales/prepaid/expresscart.html?redirect=detailsnotfound']);
  });

  it('a link added later to a page the store does not have fails', async () => {
    const found = await deadEnds(DOTCOM, [
      { from: 'a new link', path: '/no-such-page.html' },
      { from: 'a new redirect', path: '/sales/next/expresshubv9.html' },
    ]);
    expect(found.deadEnds).toEqual([
      'a new link: /sales/digital/no-such-page.html',
      'a new link: /sales/nse/no-such-page.html',
      'a new link: /sales/next/no-such-page.html',
      'a new redirect: /sales/next/expresshubv9.html',
    ]);
  });

  it('a product page is a page for any phone id, with its query', () => {
    expect(routes(DOTCOM.journeys, '/smartphones/google-pixel-10.html?color=indigo')).toBe(true);
    expect(routes(DOTCOM.journeys, '/smartphones/google-pixel-10/specs.html')).toBe(false);
  });
});

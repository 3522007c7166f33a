import { deadEnds } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import { PREPAID } from '../config.js';

const found = await deadEnds(PREPAID, [], { namedPages: [] });

describe('no dead ends: every page the prepaid store links or redirects to is a page of the store', () => {
  it('its pages, the stores, the session pages, the lock and content pages and the fallback cart are pages', () => {
    expect(found.deadEnds).toEqual([]);
    expect(found.checked).toBeGreaterThan(40);
  });

  it('its service errors fall back to its own cart (spec 8.4); the web store’s fallbacks and the scheduled-order page (a fixed URL of spec 2.4) are the web store’s', () => {
    expect(found.otherApps).toEqual([
      '/sales/next/expresscart.html?redirect=detailsnotfound',
      '/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound',
      '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER',
    ]);
  });

  it('a link added later to a page the prepaid store does not have fails', async () => {
    const added = await deadEnds(PREPAID, [{ from: 'a new link', path: '/trial.html' }], { namedPages: [] });
    expect(added.deadEnds).toEqual(['a new link: /sales/prepaid/trial.html']);
  });
});

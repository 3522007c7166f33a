import { pageNamesWith } from '@carrier/storefront';
import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../journeys.js';

// The store's lists of pages are the traits of the journeys' manifest rows: each rule below reads them from the
// journeys the web store serves.
const named = (has: Parameters<typeof pageNamesWith>[1]) => pageNamesWith(JOURNEYS, has).sort();

describe("the pages' traits, from their manifest rows", () => {
  it('a logo-only header and no footer on the pages where the customer finishes an order (spec 1): every page of the checkout', () => {
    const focused = named((page) => page.chrome === 'focused');
    for (const step of [
      'checkout',
      'guestcheckout',
      'expresscheckout',
      'orderreview',
      'numberselection',
      'aboutyourself',
      'delivery',
      'payment',
      'creditcheck',
      'creditresult',
      'credithold',
      'creditquestionnaire',
      'internationalcreditcheck',
      'agreement',
      'viewAgreement',
      'e911',
    ])
      expect(focused).toContain(step);
    expect(focused).not.toContain('cart');
    expect(focused).not.toContain('smartphones');
  });

  it('the app-download banner appears by default on mdnselection and protection (spec 9)', () => {
    expect(named((page) => page.smartBanner === true)).toEqual(['mdnselection', 'protection']);
  });

  it('the express cart and checkout are the express flow of analytics (spec 4.9)', () => {
    expect(named((page) => page.express === true)).toEqual(['expresscart', 'expresscheckout']);
  });

  it('the pages that ask for private data hide the chat: the port-in, the credit checks, the payment and the gift card', () => {
    expect(named((page) => page.privateData === true)).toEqual([
      'creditcheck',
      'giftcard',
      'internationalcreditcheck',
      'oldnumber',
      'payment',
      'portin',
    ]);
  });
});

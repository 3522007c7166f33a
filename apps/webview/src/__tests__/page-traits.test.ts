import { pageNamesWith } from '@carrier/storefront';
import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../journeys.js';

// What each page is to the app (spec 2.8, 6.5), read from the manifest rows of the journeys the web view serves.
const named = (has: Parameters<typeof pageNamesWith>[1]) => pageNamesWith(JOURNEYS, has).sort();

describe('what each page of the web view is to the app', () => {
  it.each([
    ['home', ['shopLanding']],
    [
      'browse',
      [
        'accessoriesLanding',
        'accessoryDetail',
        'plans',
        'plans/recommendation',
        'plans/recommended',
        'plans/selector',
        'productDetail',
        'smartphones',
      ],
    ],
    ['cart', ['cart', 'emptycart', 'expresscart', 'expresshub', 'expresshubv2', 'favorites']],
    ['promo', ['applyFriendsAndFamilyPromotion']],
  ] as const)('the %s pages: %j', (appNav, pages) => {
    expect(named((page) => page.appNav === appNav)).toEqual(pages);
  });

  it('the flows, where closing asks first: adding a line (the accessories, protection) and the checkout’s steps', () => {
    expect(named((page) => page.appNav === 'flow')).toEqual([
      'aboutyourself',
      'accessoryInterstitial',
      'agreement',
      'checkout',
      'creditcheck',
      'credithold',
      'creditquestionnaire',
      'creditresult',
      'delivery',
      'e911',
      'expresscheckout',
      'guestcheckout',
      'internationalcreditcheck',
      'numberselection',
      'orderreview',
      'payment',
      'protection',
      'protectionNew',
      'viewAgreement',
    ]);
  });

  it('guests and prospects are sent to the app’s authentication on the checkout’s steps, the protected pages (spec 6.5)', () => {
    expect(named((page) => page.protectedInApp === true)).toEqual(
      named((page) => page.appNav === 'flow' && page.chrome === 'focused'),
    );
    expect(named((page) => page.protectedInApp === true)).toHaveLength(16);
  });
});

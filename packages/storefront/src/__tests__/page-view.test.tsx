import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../context.js';
import type { PageTraits } from '../journey.js';
import { PageNameContext, PageTraitsContext } from '../page-name.js';
import { usePageView } from '../page-view.js';
import { testDeps } from '../testing/test-deps.js';

const CUSTOMER = { loggedIn: true, prospect: false, prepay: false } as const;

function Viewed({ journeyFlow }: { readonly journeyFlow?: Parameters<typeof usePageView>[2] }) {
  usePageView('A page', undefined, journeyFlow);
  return null;
}

/** The page view a signed-in customer's visit to a page with these traits records. */
function viewOf(traits: PageTraits, journeyFlow?: Parameters<typeof usePageView>[2]) {
  const deps = testDeps({ visitor: () => CUSTOMER });
  const pageView = vi.spyOn(deps.analytics, 'pageView');
  render(
    <StorefrontProvider deps={deps}>
      <PageNameContext.Provider value="paymentOptions">
        <PageTraitsContext.Provider value={traits}>
          <Viewed {...(journeyFlow ? { journeyFlow } : {})} />
        </PageTraitsContext.Provider>
      </PageNameContext.Provider>
    </StorefrontProvider>,
  );
  return pageView.mock.calls.at(-1)?.[0];
}

describe('the flow of a page view (spec 4.9), from the page’s manifest row', () => {
  it('a page whose row says tradeIn is counted in the trade-in flow; any other in the customer’s', () => {
    expect(viewOf({ tradeIn: true })).toMatchObject({ name: 'paymentOptions', flow: 'tradein' });
    expect(viewOf({})).not.toMatchObject({ flow: 'tradein' });
  });

  it('a journey whose flow follows its state gives it to the view itself (the test drive)', () => {
    expect(viewOf({}, { trialOnboard: true })).toMatchObject({ flow: 'trial onboard' });
    expect(viewOf({}, { testDrive: true })).toMatchObject({ flow: 'test drive' });
  });
});

describe('a page view is recorded once the page knows what it shows', () => {
  it('none while the page is not shown (its data read, or moved on); one once it is', () => {
    const deps = testDeps({ visitor: () => CUSTOMER });
    const pageView = vi.spyOn(deps.analytics, 'pageView');
    const page = (shown: boolean) => (
      <StorefrontProvider deps={deps}>
        <PageNameContext.Provider value="productDetails">
          <Shown shown={shown} />
        </PageNameContext.Provider>
      </StorefrontProvider>
    );
    const { rerender } = render(page(false));
    expect(pageView).not.toHaveBeenCalled();
    rerender(page(true));
    expect(pageView).toHaveBeenCalledTimes(1);
    expect(pageView.mock.calls[0]?.[0]).toMatchObject({ name: 'productDetails' });
  });
});

function Shown({ shown }: { readonly shown: boolean }) {
  usePageView('Google Pixel 10', undefined, undefined, shown);
  return null;
}

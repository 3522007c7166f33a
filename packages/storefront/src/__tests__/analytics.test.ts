import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageAnalytics, referringDomain, type DataLayerHost, type PageAnalytics } from '../analytics.js';
import { deferredPageAnalytics } from '../platform/deferred-analytics.js';

describe('page data layer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the page name, flow and channel session at once, and records the page view 500 ms later', () => {
    const host: DataLayerHost = {};
    createPageAnalytics(host).pageView({
      name: 'applyFriendsAndFamilyPromotion',
      flow: 'NSE',
      channelSession: 'VZW-DOTCOM',
      language: 'en',
    });
    expect(host.vzdl?.page).toEqual({
      name: 'applyFriendsAndFamilyPromotion',
      flow: 'NSE',
      channelSession: 'VZW-DOTCOM',
      language: 'en',
    });
    expect(host.vzdl?.events).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(host.vzdl?.events).toEqual([{ event: 'pageView', pageName: 'applyFriendsAndFamilyPromotion' }]);
  });

  it('reports errors with id and message, as one of ERROR, WARNING, SUCCESS or INFO (spec 4.6, 8.5)', () => {
    const host: DataLayerHost = {};
    const analytics = createPageAnalytics(host);
    analytics.pageView({ name: 'p', flow: 'NSE', channelSession: 'VZW-DOTCOM', language: 'en' });
    analytics.error('PROMO_EXPIRED', 'This promo code has expired.', 'WARNING');
    expect(host.vzdl?.error).toEqual({ id: 'PROMO_EXPIRED', message: 'This promo code has expired.' });
    expect(host.vzdl?.events.at(-1)).toEqual({
      event: 'error',
      level: 'WARNING',
      id: 'PROMO_EXPIRED',
      message: 'This promo code has expired.',
      pageName: 'p',
    });
  });

  it('a new page view clears the last error', () => {
    const host: DataLayerHost = {};
    const analytics = createPageAnalytics(host);
    analytics.error('SYSTEM_ERROR', 'x');
    analytics.pageView({ name: 'p', flow: 'NSE', channelSession: 'VZW-DOTCOM', language: 'en' });
    expect(host.vzdl?.error).toBeUndefined();
  });
});

describe('domain in the address (spec 2.6): the site that sent the visitor', () => {
  const page = { name: 'shopLanding', flow: 'NSE', channelSession: 'VZW-DOTCOM', language: 'en' } as const;

  it('a host name in domain is recorded with the page view as the referring domain, lower-cased', () => {
    const host: DataLayerHost = {};
    createPageAnalytics(host, {
      currentHref: () => 'https://www.carrier.example/sales/digital/shop.html?domain=Fios.Carrier.Example',
    }).pageView(page);
    expect(host.vzdl?.page).toEqual({ ...page, referringDomain: 'fios.carrier.example' });
  });

  it('anything but a host name is no referring domain: the page view is recorded without one', () => {
    for (const domain of [
      'https://evil.example/',
      '<script>alert(1)</script>',
      'evil.example/path',
      'localhost',
      '..',
      'a'.repeat(300) + '.com',
      'ex ample.com',
      '',
    ]) {
      const host: DataLayerHost = {};
      createPageAnalytics(host, {
        currentHref: () => `https://www.carrier.example/sales/digital/shop.html?domain=${encodeURIComponent(domain)}`,
      }).pageView(page);
      expect(host.vzdl?.page, domain).toEqual(page);
    }
    expect(referringDomain('not a url')).toBeUndefined();
  });

  it('each page view reads its own address: a page without domain records none', () => {
    const host: DataLayerHost = {};
    let href = 'https://www.carrier.example/sales/digital/shop.html?domain=business.carrier.example';
    const analytics = createPageAnalytics(host, { currentHref: () => href });
    analytics.pageView(page);
    expect(host.vzdl?.page?.referringDomain).toBe('business.carrier.example');
    href = 'https://www.carrier.example/sales/digital/smartphones.html';
    analytics.pageView({ ...page, name: 'smartphones' });
    expect(host.vzdl?.page).not.toHaveProperty('referringDomain');
  });
});

describe('the analytics’ code is a chunk of its own, fetched as the store starts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The store's analytics over `host`, its code arriving when `arrive` is called. */
  const deferred = (host: DataLayerHost) => {
    let arrive: () => void = () => undefined;
    const analytics = deferredPageAnalytics(
      host,
      () => new Promise<PageAnalytics>((resolve) => (arrive = () => resolve(createPageAnalytics(host)))),
    );
    return { analytics, arrive: async () => (arrive(), await analytics.ready()) };
  };
  const PAGE = { name: 'productDetail', flow: 'NSE', channelSession: 'VZW-DOTCOM', language: 'en' } as const;

  it('what the page records before the code has come is recorded once it has, in order, with the page view’s delay', async () => {
    const host: DataLayerHost = {};
    const { analytics, arrive } = deferred(host);
    const views: string[] = [];
    analytics.onPageView((page) => views.push(page.name));
    const stopped = vi.fn();
    analytics.onPageView(stopped)();
    analytics.pageView(PAGE);
    analytics.error('CART_DOWN', 'The cart is down.');
    expect(host.vzdl).toBeUndefined();
    expect(analytics.lastPageView()).toBeUndefined();
    expect(analytics.getState().tagManager).toBe('waiting');
    await arrive();
    expect(host.vzdl?.page?.name).toBe('productDetail');
    vi.advanceTimersByTime(500);
    expect(host.vzdl?.events.map((e) => `${e.event}:${e.pageName}`)).toEqual([
      'error:productDetail',
      'pageView:productDetail',
    ]);
    expect(views).toEqual(['productDetail']);
    expect(stopped).not.toHaveBeenCalled();
    expect(analytics.lastPageView()?.name).toBe('productDetail');
  });

  it('what is read of the data layer is read from it at once, the code there or not', () => {
    const host: DataLayerHost = { vzdl: { events: [], user: { authStatus: 'logged in' } as never } };
    const { analytics } = deferred(host);
    expect(analytics.visitor()).toEqual({ authStatus: 'logged in' });
    expect(analytics.cartItems()).toEqual([]);
  });
});

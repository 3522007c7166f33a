import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageAnalytics, referringDomain, type DataLayerHost } from '../analytics.js';

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

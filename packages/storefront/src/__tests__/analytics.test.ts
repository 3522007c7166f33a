import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageAnalytics, type DataLayerHost } from '../analytics.js';

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

import { describe, expect, it } from 'vitest';
import { sharedCookieDomain } from '../cookie-scope.js';

describe('the domain the store’s cookies are shared on (switching language keeps the cart and the sign-in)', () => {
  it('is the site’s domain, the same from its English and its Spanish host', () => {
    expect(sharedCookieDomain('store.localhost:4200')).toBe('store.localhost');
    expect(sharedCookieDomain('espanol.store.localhost:4200')).toBe('store.localhost');
    expect(sharedCookieDomain('www.carrier.example')).toBe('carrier.example');
    expect(sharedCookieDomain('ESPANOL.Carrier.Example')).toBe('carrier.example');
  });

  it('is none where a browser shares no cookie: a single-label host, an IP address', () => {
    expect(sharedCookieDomain('localhost:4200')).toBeUndefined();
    expect(sharedCookieDomain('espanol.localhost:4200')).toBeUndefined();
    expect(sharedCookieDomain('127.0.0.1:4200')).toBeUndefined();
    expect(sharedCookieDomain(undefined)).toBeUndefined();
  });

  it('is none for a Host header that is not a host name', () => {
    for (const host of [
      'evil.example\r\nSet-Cookie: x=1',
      'a b.example',
      '.example',
      'exa_mple.com',
      '-bad.example',
      '',
    ])
      expect(sharedCookieDomain(host), JSON.stringify(host)).toBeUndefined();
  });
});

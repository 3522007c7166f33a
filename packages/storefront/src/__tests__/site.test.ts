import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { es } from '../i18n/es.js';
import { otherLanguageHref } from '../i18n/index.js';
import { channelIdForUserAgent, detectSite, isSpanishSite, salesBaseOf } from '../site.js';

describe('site', () => {
  it.each([
    ['http://espanol.localhost:4200/sales/digital/friendsandfamily.html', true],
    ['https://www.example.com/sales/digital/friendsandfamily.html?site=espanol', true],
    ['https://www.example.com/sales/digital/friendsandfamily.html', false],
  ])('the Spanish site is chosen when the URL contains espanol: %s', (url, spanish) => {
    expect(isSpanishSite(url)).toBe(spanish);
  });

  it.each([
    ['/sales/nse/friendsandfamily.html', '/sales/nse'],
    ['/sales/next/friendsandfamily/validpromo.html', '/sales/next'],
    ['/sales/digital/friendsandfamily.html', '/sales/digital'],
    ['/sales/nsefoo/x.html', '/sales/digital'],
    ['/elsewhere', '/sales/digital'],
  ])('pages sit under their sales base, /sales/digital by default (spec 2.1): %s', (path, base) => {
    expect(salesBaseOf(path)).toBe(base);
  });

  it('only the bases an app serves count', () => {
    expect(salesBaseOf('/sales/prepaid/x.html', ['/sales/digital', '/sales/nse'])).toBe('/sales/digital');
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 'VZW-DOTCOM-MOB'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36', 'VZW-DOTCOM-MOB'],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)', 'VZW-DOTCOM-TAB'],
    ['Mozilla/5.0 (Linux; Android 15; SM-X710) Safari/537.36', 'VZW-DOTCOM-TAB'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 'VZW-DOTCOM'],
  ])('the web channel id follows the device (spec 3.5): %s', (ua, channel) => {
    expect(channelIdForUserAgent(ua)).toBe(channel);
  });

  it('detects base, language and channel together', () => {
    expect(
      detectSite(
        {
          href: 'http://espanol.localhost/sales/nse/friendsandfamily.html',
          pathname: '/sales/nse/friendsandfamily.html',
        },
        'X11',
      ),
    ).toEqual({ base: '/sales/nse', language: 'es', channelId: 'VZW-DOTCOM', device: 'desktop' });
  });
});

describe('strings', () => {
  it('English and Spanish have the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('the other language is the same page on the espanol host, and back', () => {
    const english = 'http://localhost:4200/sales/nse/friendsandfamily.html?promo=FNF2026';
    const spanish = otherLanguageHref(english);
    expect(spanish).toBe('http://espanol.localhost:4200/sales/nse/friendsandfamily.html?promo=FNF2026');
    expect(otherLanguageHref(spanish)).toBe(english);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartJourney } from '@carrier/journey-cart';
import { fnfJourney } from '@carrier/journey-fnf';
import { shopJourney } from '@carrier/journey-shop';
import type { BrowserStorefrontOptions } from '@carrier/storefront';
import { renderPageShell, renderPageShells, shellPath, storePagePatterns } from '@carrier/storefront/prerender';

const OPTIONS: BrowserStorefrontOptions = {
  bases: ['/sales/digital'],
  journeys: [shopJourney, cartJourney, fnfJourney],
  homePath: '/shop.html',
  shell: {
    production: true,
    signInUrl: '/signin',
    appLinks: {
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/android',
      web: 'https://apps.example/',
    },
  },
};

describe('page shells, the pages as the store first draws them (rendered at build time)', () => {
  it("draws the header, the page's title and its placeholders, for a prospect, in English and Spanish", async () => {
    const en = await renderPageShell(OPTIONS, '/sales/digital', '/shop.html', 'en');
    expect(en).toContain('<header');
    expect(en).toMatch(/<h1[^>]*>Shop phones, plans and more<\/h1>/);
    expect(en).toContain('aria-label="Sign in"');
    expect(en).toContain('<footer');
    const es = await renderPageShell(OPTIONS, '/sales/digital', '/shop.html', 'es');
    expect(es).toContain('lang="es"');
    expect(es).not.toContain('Shop phones, plans and more');
  });

  it('leaves what only the request knows as markers: the host and the path parameters', async () => {
    expect(shellPath('/smartphones/{$deviceId}.html')).toBe('/smartphones/__deviceId__.html');
    const product = await renderPageShell(OPTIONS, '/sales/digital', '/smartphones/{$deviceId}.html', 'en');
    expect(product).toContain('href="https://espanol.shell.invalid/sales/digital/smartphones/__deviceId__.html"');
    expect(product).toContain('/signin?goto=%2Fsales%2Fdigital%2Fsmartphones%2F__deviceId__.html');
    expect(product).toContain('aria-busy="true"');
  });

  it('every page of the store has a shell with no script in it (the pages allow none inline)', async () => {
    const patterns = storePagePatterns(OPTIONS.journeys);
    const shells = await renderPageShells(OPTIONS, patterns);
    const pages = shells['/sales/digital'] ?? {};
    expect(Object.keys(pages)).toEqual(patterns);
    for (const [pattern, { en, es }] of Object.entries(pages)) {
      for (const html of [en, es]) {
        expect(html, pattern).toContain('<main id="main"');
        expect(html, pattern).not.toContain('<script');
        expect(html, pattern).not.toContain('Something went wrong.');
      }
    }
  });
});

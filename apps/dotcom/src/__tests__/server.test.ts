// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountJourney } from '@carrier/journey-account';
import { cartJourney } from '@carrier/journey-cart';
import { fnfJourney } from '@carrier/journey-fnf';
import { shopJourney } from '@carrier/journey-shop';
import type { BrowserStorefrontOptions } from '@carrier/storefront';
import { renderStorePage, storePagePatterns, type DrawnPage } from '@carrier/storefront/prerender';

const OPTIONS: BrowserStorefrontOptions = {
  bases: ['/sales/digital'],
  journeys: [shopJourney, cartJourney, fnfJourney, accountJourney],
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

const ORIGIN = 'https://store.example';
const answer = (path: string, host = 'store.example', cookies = '') =>
  renderStorePage(OPTIONS, {
    url: `http://${host}${path}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies,
    origin: ORIGIN,
  });

/** The page drawn at `path` (a test of a redirect asks `answer`). */
async function draw(path: string, host?: string, cookies?: string): Promise<DrawnPage | undefined> {
  const page = await answer(path, host, cookies);
  if (page && 'location' in page) throw new Error(`${path} redirects to ${page.location}`);
  return page;
}

describe('pages drawn on the server, one request each', () => {
  it("draws the header, the page's title and its placeholders, for a prospect, in English and Spanish", async () => {
    const en = await draw('/sales/digital/shop.html');
    expect(en?.status).toBe(200);
    expect(en?.html).toContain('<header');
    expect(en?.html).toMatch(/<h1[^>]*>Shop phones, plans and more<\/h1>/);
    expect(en?.html).toContain('aria-label="Sign in"');
    expect(en?.html).toContain('<footer');
    const es = await draw('/sales/digital/shop.html', 'espanol.store.example');
    expect(es?.html).toContain('lang="es"');
    expect(es?.html).not.toContain('Shop phones, plans and more');
  });

  it("writes the request's own address, on the public origin: the other language's site, the sign-in's way back", async () => {
    const product = await draw('/sales/digital/smartphones/google-pixel-10.html?color=iris', 'attacker.example');
    expect(product?.html).toContain(
      'href="https://espanol.store.example/sales/digital/smartphones/google-pixel-10.html?color=iris"',
    );
    expect(product?.html).toContain(
      `/signin?goto=${encodeURIComponent('/sales/digital/smartphones/google-pixel-10.html?color=iris')}`,
    );
    expect(product?.html).not.toContain('attacker.example');
    expect(product?.html).toContain('aria-busy="true"');
  });

  it('a host under the store’s own domain is the one the browser is on: its links are written on it', async () => {
    const page = await draw('/sales/digital/shop.html', 'shop.store.example');
    expect(page?.html).toContain('href="https://espanol.shop.store.example/sales/digital/shop.html"');
    const spanish = await draw('/sales/digital/shop.html', 'espanol.shop.store.example');
    expect(spanish?.html).toContain('href="https://shop.store.example/sales/digital/shop.html"');
    const lookalike = await draw('/sales/digital/shop.html', 'evilstore.example');
    expect(lookalike?.html).not.toContain('evilstore');
  });

  it('markup in the address is written as text, never as markup', async () => {
    const page = await draw(`/sales/digital/smartphones/${encodeURIComponent('"><script>x</script>')}.html?q="><b>`);
    expect(page?.html).not.toMatch(/<script|<b>/);
  });

  it('an address the store would only write otherwise (a comma, a space as %20) is drawn as it is', async () => {
    const compare = await draw('/sales/digital/smartphones.html?compare=google-pixel-10,apple-iphone-17');
    expect(compare?.status).toBe(200);
    const search = await draw('/sales/digital/search.html?q=pixel%2010');
    expect(search?.status).toBe(200);
  });

  it('a query the page would clean (markup for a category), or a page that sends elsewhere, answers a redirect there', async () => {
    expect(await answer(`/sales/digital/smartphones.html?category=${encodeURIComponent('<img src=x>')}`)).toEqual({
      status: 307,
      location: '/sales/digital/smartphones.html?category=smartphones',
    });
    expect(
      await answer('/sales/digital/smartphones.html?productType=accessory&compatibledevice=google-pixel-10'),
    ).toEqual({
      status: 307,
      location: '/sales/digital/shop/accessories?device=google-pixel-10',
    });
  });

  it('an address that is no page of the store is drawn as the not-found page, with 404', async () => {
    const missing = await draw('/sales/digital/no-such-page.html');
    expect(missing?.status).toBe(404);
    expect(missing?.html).toContain('<main id="main"');
  });

  it("an address under none of the app's sales bases is not the app's to draw", async () => {
    expect(await draw('/sales/prepaid/shop.html')).toBeUndefined();
    expect(await draw('/stores/video-assist')).toBeUndefined();
  });

  it('every page of the store is drawn with no script in it (the pages allow none inline), and none fails', async () => {
    const patterns = storePagePatterns(OPTIONS.journeys);
    for (const pattern of patterns)
      for (const host of ['store.example', 'espanol.store.example']) {
        const path = `/sales/digital${pattern.replace(/\{\$([A-Za-z]+)\}/g, 'sample-$1')}`;
        const page = await draw(path, host);
        expect(page?.html, path).toContain('<main id="main"');
        expect(page?.html, path).not.toContain('<script');
        expect(page?.html, path).not.toContain('Something went wrong.');
        // A part that failed on the server is left for the browser to draw (React's marker): none may.
        expect(page?.html, path).not.toContain('<!--$!-->');
      }
  });

  it("is drawn for the visitor the request's cookies say: signed in and greeted, their cart's count", async () => {
    const page = await draw(
      '/sales/digital/shop.html',
      'store.example',
      'loggedIn=true; firstName=Paula; gnCartCount=3',
    );
    expect(page?.html).toContain('Hi, Paula');
    expect(page?.html).toContain('Cart, 3 items');
    expect(page?.personal).toBe(true);
    const prospect = await draw('/sales/digital/shop.html');
    expect(prospect?.html).not.toContain('Hi, ');
    expect(prospect?.html).toContain('Cart, empty');
    expect(prospect?.personal).toBe(false);
    // A prospect's cart, or a guest checkout, is one visitor's too.
    expect((await draw('/sales/digital/shop.html', 'store.example', 'cartId=C1'))?.personal).toBe(true);
    expect((await draw('/sales/digital/shop.html', 'store.example', 'lastTwoDigits=42'))?.personal).toBe(true);
  });
});

describe('nothing shared between visitors', () => {
  it("two customers' pages drawn at once, many times interleaved, each hold only their own: name, cart, language", async () => {
    const paula = () =>
      draw('/sales/digital/smartphones.html', 'store.example', 'loggedIn=true; firstName=Paula; gnCartCount=3');
    const jordan = () =>
      draw('/sales/digital/cart.html', 'espanol.store.example', 'loggedIn=true; firstName=Jordan; gnCartCount=1');
    const drawn = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? paula() : jordan())));
    drawn.forEach((page, i) => {
      const html = page?.html ?? '';
      if (i % 2 === 0) {
        expect(html).toContain('Hi, Paula');
        expect(html).toContain('Cart, 3 items');
        expect(html).toMatch(/^<div[^>]* lang="en"/);
        expect(html).not.toContain('Jordan');
      } else {
        expect(html).toContain('Jordan');
        expect(html).toMatch(/^<div[^>]* lang="es"/);
        expect(html).not.toMatch(/Paula|Cart, 3 items/);
      }
    });
  });
});

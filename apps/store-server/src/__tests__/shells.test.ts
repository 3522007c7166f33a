import { describe, expect, it } from 'vitest';
import { parsePageShells, withShell } from '../shells.js';

const shell = (words: string) =>
  `<header><a href="https://espanol.shell.invalid/sales/digital/smartphones/__deviceId__.html">Español</a>` +
  `<a href="/signin?goto=%2Fsales%2Fdigital%2Fsmartphones%2F__deviceId__.html">Sign in</a></header><h1>${words}</h1>`;

const table = parsePageShells(
  JSON.stringify({
    '/sales/digital': {
      '/shop.html': { en: '<h1>Shop</h1>', es: '<h1>Tienda</h1>' },
      '/smartphones/{$deviceId}.html': { en: shell('Phone'), es: shell('Teléfono') },
      '/broken.html': { en: '<h1>only English</h1>' },
    },
  }),
);
const html =
  '<html><head><script type="module" crossorigin src="/a/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/a/x.js"></head><body><div id="root"></div></body></html>';
const page = (url: string, origin = 'http://localhost:4200') => withShell(html, new URL(url), table, new URL(origin));

describe("a page's shell drawn in its HTML", () => {
  it('draws the shell of the page inside the root, in the language of the site (spec 1)', () => {
    expect(page('http://localhost:4200/sales/digital/shop.html')).toContain('<div id="root"><h1>Shop</h1></div>');
    expect(page('http://espanol.localhost:4200/sales/digital/shop.html')).toContain('<h1>Tienda</h1>');
  });

  it('fills in the host and the path parameters the shell was rendered without', () => {
    const drawn = page('http://localhost:4200/sales/digital/smartphones/google-pixel-10.html');
    expect(drawn).toContain('href="http://espanol.localhost:4200/sales/digital/smartphones/google-pixel-10.html"');
    expect(drawn).toContain('goto=%2Fsales%2Fdigital%2Fsmartphones%2Fgoogle-pixel-10.html');
    expect(drawn).not.toContain('shell.invalid');
    expect(drawn).not.toContain('__deviceId__');
  });

  it('the sign-in link brings the customer back to the page with its query, percent-encoded whole', () => {
    const drawn = page('http://localhost:4200/sales/digital/smartphones/google-pixel-10.html?color=iris&x="><script>');
    expect(drawn).toContain(
      `goto=${encodeURIComponent('/sales/digital/smartphones/google-pixel-10.html?color=iris&x=%22%3E%3Cscript%3E')}"`,
    );
    expect(drawn).not.toContain('<script>');
  });

  it('the Spanish site links back to the English host', () => {
    const drawn = page('http://espanol.localhost:4200/sales/digital/smartphones/google-pixel-10.html');
    expect(drawn).toContain('<h1>Teléfono</h1>');
    expect(drawn).toContain('href="http://espanol.localhost:4200/sales');
  });

  it("absolute links come from the configured origin, never from the request's Host header", () => {
    const drawn = page('http://attacker.example/sales/digital/smartphones/google-pixel-10.html');
    expect(drawn).toContain('href="http://espanol.localhost:4200/sales/digital/smartphones/google-pixel-10.html"');
    expect(drawn).not.toContain('attacker');
    const secure = page('http://127.0.0.1:9/sales/digital/smartphones/google-pixel-10.html', 'https://shop.example');
    expect(secure).toContain('href="https://espanol.shop.example/sales/digital/smartphones/google-pixel-10.html"');
  });

  it('a path parameter with any character beyond plain words gets no shell (nothing of the request is echoed)', () => {
    for (const id of ['%3Cscript%3E', 'a%22b', "it's", 'a%20b'])
      expect(page(`http://localhost:4200/sales/digital/smartphones/${id}.html`)).toBe(html);
  });

  it('with a shell, the scripts are fetched at low priority; without one, the page is left as it is', () => {
    const drawn = page('http://localhost:4200/sales/digital/shop.html');
    expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/a/index.js">');
    expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/a/x.js">');
    expect(page('http://localhost:4200/sales/digital/cart.html')).toBe(html);
    expect(page('http://localhost:4200/sales/next/shop.html')).toBe(html);
  });

  it('a missing, malformed or half-made table is no shells', () => {
    expect(parsePageShells(undefined)).toEqual([]);
    expect(parsePageShells('{not json')).toEqual([]);
    expect(parsePageShells('[1]')).toEqual([]);
    expect(table.map((s) => s.pattern.source)).not.toContain('^\\/broken\\.html$');
    expect(page('http://localhost:4200/sales/digital/broken.html')).toBe(html);
  });
});

import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressed } from '../compress.js';
import { PAGE_CODE_ID, withDrawnPage } from '../pages.js';
import { parsePagePreloads, withPreloads } from '../preloads.js';

describe('compressed answers, as production serves the store', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j: %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('compresses text files over 1 KB once per version, and leaves the rest alone', () => {
    const js = Buffer.from('export const x = 1;\n'.repeat(500));
    const br = compressed('/a/index.js', 'v1', js, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(js)).toBe(true);
    expect(compressed('/a/index.js', 'v1', js, 'br').body).toBe(br.body); // kept, not compressed again
    const gz = compressed('/a/index.js', 'v1', js, 'gzip');
    expect(gunzipSync(gz.body).equals(js)).toBe(true);
    expect(compressed('/a/tiny.js', 'v1', Buffer.from('1'), 'br').encoding).toBeUndefined();
    expect(compressed('/a/photo.png', 'v1', js, 'br').encoding).toBeUndefined();
  });
});

describe("a page's chunks preloaded with it", () => {
  const table = parsePagePreloads(
    JSON.stringify({
      '/shop.html': ['assets/Landing-1.js', 'assets/Landing-1.css'],
      '/smartphones/{$deviceId}.html': ['assets/Product-2.js'],
      '/evil.html': ['https://evil.example/x.js', 'assets/ok-3.js', '../../etc/passwd.js'],
    }),
  );
  const html = '<html><head><title>store</title></head><body></body></html>';

  it("adds module preloads and the page's style sheets (its shell is drawn with them)", () => {
    expect(withPreloads(html, '/shop.html', '/sales/_app/dotcom/', table)).toBe(
      '<html><head><title>store</title><link rel="modulepreload" crossorigin href="/sales/_app/dotcom/assets/Landing-1.js"><link rel="stylesheet" crossorigin href="/sales/_app/dotcom/assets/Landing-1.css"></head><body></body></html>',
    );
  });

  it('matches router parameters, and leaves other pages alone', () => {
    expect(withPreloads(html, '/smartphones/google-pixel-10.html', '/x/', table)).toContain('/x/assets/Product-2.js');
    expect(withPreloads(html, '/smartphones/a/b.html', '/x/', table)).toBe(html);
    expect(withPreloads(html, '/cart.html', '/x/', table)).toBe(html);
  });

  it('lists only the build’s own asset files', () => {
    const page = withPreloads(html, '/evil.html', '/x/', table);
    expect(page).toContain('/x/assets/ok-3.js');
    expect(page).not.toContain('evil.example');
    expect(page).not.toContain('passwd');
  });

  it('a missing or malformed table is no preloads', () => {
    expect(parsePagePreloads(undefined)).toEqual([]);
    expect(parsePagePreloads('{oops')).toEqual([]);
    expect(parsePagePreloads('"text"')).toEqual([]);
  });
});

describe('a page drawn on the server is painted before its code is fetched', () => {
  const template =
    '<html lang="en"><head><link rel="modulepreload" crossorigin href="/x/assets/index-1.js">\n' +
    '<script type="module" crossorigin src="/x/assets/start-after-paint-2.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/x/assets/style-3.css"></head><body><div id="root"></div></body></html>';
  const drawn = withPreloads(
    template,
    '/shop.html',
    '/x/',
    parsePagePreloads('{"/shop.html":["assets/Landing-4.js"]}'),
  );

  it('preloads no module: the entry and the page’s chunks are listed, in order, for the start module to load after the first paint', () => {
    const page = withDrawnPage(drawn, { html: '<h1>Phones</h1>', status: 200 }, false);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      `<div id="root"><h1>Phones</h1></div><script type="application/json" id="${PAGE_CODE_ID}">["/x/assets/index-1.js","/x/assets/Landing-4.js"]</script>`,
    );
    // The style sheet and the start module stay where they are: the page is painted with its styles.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/x/assets/style-3.css">');
    expect(page).toContain('<script type="module" crossorigin src="/x/assets/start-after-paint-2.js"></script>');
  });

  it('the root carries the fingerprint of the cookies the page was drawn with; anything else is left out', () => {
    expect(withDrawnPage(drawn, { html: '<h1>Phones</h1>', status: 200, drawnFor: '1x2y3z' }, false)).toContain(
      '<div id="root" data-drawn-for="1x2y3z"><h1>Phones</h1></div>',
    );
    for (const drawnFor of ['"><script>', '', 'a'.repeat(17)])
      expect(withDrawnPage(drawn, { html: '<h1>Phones</h1>', status: 200, drawnFor }, false)).toContain(
        '<div id="root"><h1>Phones</h1></div>',
      );
  });

  it('the Spanish site’s page says it is Spanish', () => {
    expect(withDrawnPage(drawn, { html: '', status: 200 }, true)).toContain('<html lang="es">');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, OPEN_REDIRECT_PAYLOADS, safeRedirectUrl, safeReturnPath } from '../index.js';

const STORE = 'https://www.carrier.example';
const PARTNER = 'https://checkout.partner.example';

/** Pieces hostile `goto` values are made of: every way to name another host or another scheme. */
const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\\\',
  '\t',
  '\n',
  '\r',
  '\r\n',
  ' ',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '%09',
  '%0a',
  '%0D',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%00',
  '%20',
  '%252F',
  '%2e',
  '.',
  '..',
  './',
  '../',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'evil.example:443',
  'www.carrier.example',
  'www.carrier.example.evil.example',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:',
  'vbscript:',
  'blob:',
  'http:',
  'https:',
  'HTTPS:',
  'ftp:',
  'file:',
  'mailto:',
  'sales',
  'digital',
  'cart.html',
  'alert(1)',
  '\u3002',
  'ｅｖｉｌ',
  '\uff0f',
  '\u2215',
  '[::1]',
  '127.0.0.1',
  '0x7f.1',
  '%E3%80%82',
];
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
/** A hostile input: pieces glued together, sometimes percent-encoded once or twice more. */
const hostile = fc.tuple(fc.array(piece, { maxLength: 12 }), fc.constantFrom(0, 1, 2)).map(([parts, encodings]) => {
  let value = parts.join('');
  for (let i = 0; i < encodings; i++) value = encodeURIComponent(value);
  return value;
});
/** What a query parser hands over: the hostile input read from `?goto=`, decoded once as browsers do. */
const fromQuery = hostile.map((raw) => new URLSearchParams(`goto=${raw}`).get('goto') ?? '');
const anyInput = fc.oneof(hostile, fromQuery);

const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 4000);
const origin = (path: string, base: string) => new URL(path, base).origin;

describe('safeReturnPath: a path on this site, or nothing', () => {
  it.each([
    ['/sales/digital/cart.html', '/sales/digital/cart.html'],
    ['/sales/digital/cart.html?x=1#top', '/sales/digital/cart.html?x=1#top'],
    ['/sales/a/../b.html', '/sales/b.html'],
    ['/sales/a b.html', '/sales/a%20b.html'],
  ])('keeps %j as %j', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it.each([
    ['/\t/evil.example', 'a tab the browser removes'],
    ['/\n/evil.example', 'a line feed the browser removes'],
    ['\r//evil.example', 'a carriage return before'],
    ['//evil.example', 'a host of its own'],
    ['/\\evil.example', 'a backslash the browser reads as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/.//evil.example', 'a dot segment that leaves an empty one'],
    ['https://evil.example/', 'another origin'],
    ['https://www.carrier.example@evil.example/', 'credentials before another host'],
    ['javascript:alert(1)', 'a script'],
    [' \u0000JaVa\tScRiPt:alert(1)', 'a script behind control characters'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['http:evil.example', 'a scheme-relative host'],
    ['', 'nothing'],
    ['/' + 'a'.repeat(MAX_REDIRECT_LENGTH), 'an address longer than any page'],
  ])('refuses %j (%s)', (input) => {
    expect(safeReturnPath(input)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const input of [undefined, null, 42, {}, ['/sales/'], new URL('https://evil.example')])
      expect(safeReturnPath(input)).toBeUndefined();
  });

  it("today's finding: ?goto=%2F%09%2Fevil.example read from the query is refused", () => {
    const goto = new URLSearchParams('goto=%2F%09%2Fevil.example').get('goto');
    expect(safeReturnPath(goto)).toBeUndefined();
  });

  it('keeps a path under the allowed paths only, judged after dot segments are resolved', () => {
    const policy = { paths: ['/sales/'] };
    expect(safeReturnPath('/sales/digital/x.html', policy)).toBe('/sales/digital/x.html');
    expect(safeReturnPath('/sales/../admin', policy)).toBeUndefined();
    expect(safeReturnPath('/sales%2F..%2Fadmin', policy)).toBeUndefined();
    expect(safeReturnPath('/account', policy)).toBeUndefined();
  });

  it('property: over arbitrary hostile strings the result is a same-origin path or nothing, never anything else', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeReturnPath(input);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path).not.toMatch(/^[^?#]*[\t\n\r\\]/);
        expect(origin(path, STORE)).toBe(STORE);
        expect(origin(path, 'http://other.test:8080')).toBe('http://other.test:8080');
      }),
      { numRuns: RUNS },
    );
  });

  it('property: an accepted path leads where the browser would have gone with the input itself', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeReturnPath(input);
        if (path === undefined) return;
        expect(new URL(path, STORE).href).toBe(new URL(input, STORE).href);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("safeRedirectUrl: the store's origin or an allowed one, or nothing", () => {
  const policy = { origin: STORE, allowedOrigins: [PARTNER] };

  it('resolves a path against the store and keeps an allowed origin', () => {
    expect(safeRedirectUrl('/sales/next/expresscart.html', policy)).toBe(`${STORE}/sales/next/expresscart.html`);
    expect(safeRedirectUrl(`${PARTNER}/pay?x=1`, policy)).toBe(`${PARTNER}/pay?x=1`);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\t/evil.example',
    `${PARTNER}.evil.example/`,
    `https://user:pass@${STORE.slice(8)}/`,
    'javascript:alert(1)',
    'http://www.carrier.example/',
  ])('refuses %j', (input) => {
    expect(safeRedirectUrl(input, policy)).toBeUndefined();
  });

  it('keeps same-origin targets under the allowed paths only', () => {
    expect(safeRedirectUrl('/sales/x.html', { origin: STORE, paths: ['/sales/'] })).toBeDefined();
    expect(safeRedirectUrl('/account/x.html', { origin: STORE, paths: ['/sales/'] })).toBeUndefined();
  });

  it("property: over arbitrary hostile strings the target is on the store's origin or an allowed one, over http(s)", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const href = safeRedirectUrl(input, policy);
        if (href === undefined) return;
        const url = new URL(href);
        expect([STORE, PARTNER]).toContain(url.origin);
        expect(['https:', 'http:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
        expect(href).toBe(new URL(input, STORE).href);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the open-redirect payload list', () => {
  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))(
    '%j stays on the store or is refused, everywhere',
    (payload) => {
      for (const input of [payload, new URLSearchParams(`goto=${payload}`).get('goto') ?? '']) {
        const path = safeReturnPath(input);
        if (path !== undefined) expect(origin(path, STORE)).toBe(STORE);
        const href = safeRedirectUrl(input, { origin: `${STORE}/sales/digital/cart.html` });
        if (href !== undefined) expect(new URL(href).origin).toBe(STORE);
      }
    },
  );
});

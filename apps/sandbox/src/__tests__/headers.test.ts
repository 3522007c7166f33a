import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { createFaults } from '../faults.js';
import { LAUNCH_APP_BASE } from '@carrier/native-bridge';
import type { SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const answers = () =>
  [
    [
      'a service answer',
      app.request('/soe/digital/prospect/fraudservice/error/lookup', {
        method: 'POST',
        headers: withCsrf({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ errorId: '208' }),
      }),
    ],
    ['a refused call', app.request('/soe/digital/prospect/cartservice/cart/read?cartId=')],
    ['a catalogue read', app.request('/soe/digital/deviceconfigservice/catalog/devices')],
    ['no such route', app.request('/nothing/here')],
    ['the sign-in page', app.request('/sandbox/signin?goto=%2Fsales%2Fdigital%2Fshop.html')],
    ['an app-launch page', app.request(`${LAUNCH_APP_BASE}guestCheckout?goto=%2Fsales%2Fdigital%2Fcheckout.html`)],
    ['the admin health', app.request('/__sandbox/health')],
    ['the tag manager’s script', app.request('/sandbox/tags.js')],
  ] as const;

describe('the headers a production store sends, on every answer (ASVS 3.4)', () => {
  it('no content sniffing on any answer: pages, JSON, errors, the sandbox’s own pages', async () => {
    for (const [what, answer] of answers())
      expect((await answer).headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  });

  it('the services’ answers (carts, orders, accounts) are never kept by a cache', async () => {
    for (const [what, answer] of answers().slice(0, 2))
      expect((await answer).headers.get('Cache-Control'), what).toBe('no-store');
  });

  it.each([
    '/soe/digital/deviceconfigservice/catalog/devices',
    '/soe/digital/deviceconfigservice/catalog/devices/google-pixel-10/reviews',
    '/soe/digital/deviceconfigservice/catalog/accessories?compatibleDevice=google-pixel-10',
    '/soe/digital/plansservice/plans?type=postpaid',
    '/soe/digital/tradeinservice/tradein/devices',
    '/content/vcg/services-v1/landing.model.json',
  ])(
    'the catalogue and content, the same for everyone, may be kept by shared caches for a few seconds: %s',
    async (path) => {
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10');
    },
  );

  it('a catalogue answer that is not the catalogue (an unknown phone, a bad query, a fault) is kept by no cache', async () => {
    for (const path of [
      '/soe/digital/deviceconfigservice/catalog/devices/no-such-phone',
      '/soe/digital/plansservice/plans?type=weekly',
    ])
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe('no-store');
    const faulty = createSandboxApp({ store, faults: createFaults([{ pattern: '*/catalog/devices', status: 503 }]) });
    expect(
      (await faulty.request('/soe/digital/deviceconfigservice/catalog/devices')).headers.get('Cache-Control'),
    ).toBe('no-store');
  });

  it('nor are the sign-in page (it carries a token) and the admin routes (orders, logs)', async () => {
    for (const path of ['/sandbox/signin', '/__sandbox/orders', '/__sandbox/logs', '/__sandbox/checkout-log'])
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe('no-store');
  });

  it('a page the sandbox draws itself is under the store’s content policy, framed by the store only', async () => {
    for (const [what, answer] of answers().slice(4, 6)) {
      const policy = (await answer).headers.get('Content-Security-Policy') ?? '';
      expect(policy, what).toContain("frame-ancestors 'self'");
      expect(policy, what).toContain("script-src 'self'");
    }
  });

  it('HSTS over HTTPS, and not over plain HTTP', async () => {
    expect((await app.request('https://localhost/__sandbox/health')).headers.get('Strict-Transport-Security')).toMatch(
      /max-age=\d+/,
    );
    expect(
      (await app.request('http://localhost/__sandbox/health')).headers.get('Strict-Transport-Security'),
    ).toBeNull();
  });
});

describe('the tag manager’s stand-in (spec 7.1)', () => {
  it('is a script the store’s pages may run (JavaScript, same origin), that takes events in order', async () => {
    const answer = await app.request('/sandbox/tags.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const script = await answer.text();
    const window: { carrierTags?: { received: unknown[]; track(event: unknown): void } } = {};
    new Function('window', script)(window);
    window.carrierTags?.track({ event: 'pageView', pageName: 'plans' });
    window.carrierTags?.track({ event: 'addToCart', pageName: 'plans' });
    expect(window.carrierTags?.received).toEqual([
      { event: 'pageView', pageName: 'plans' },
      { event: 'addToCart', pageName: 'plans' },
    ]);
  });
});

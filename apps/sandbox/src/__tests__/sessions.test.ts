import {
  ClearCacheResponse,
  GuestLoginResponse,
  KeepAliveResponse,
  LogoutResponse,
  SessionContinueResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { TEST_USERS } from '../identity.js';
import type { SandboxStore } from '../store.js';
import { TEST_CSRF_TOKEN, signIn, withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
let clock = Date.parse('2026-11-21T10:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => clock });
});
afterAll(() => store.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...headers }),
    body: JSON.stringify(body),
  });
const cookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0]);

describe('sessions and identity (spec 3.4, 4.1, 6.1)', () => {
  it('the sign-in page lists every test user and a prospect', async () => {
    const html = await (await app.request('/sandbox/signin')).text();
    for (const user of TEST_USERS) expect(html).toContain(user.name);
    expect(html).toContain('Continue as a prospect');
  });

  it('the sign-in form carries the cross-site token; a post without it is refused (403)', async () => {
    const page = await app.request('/sandbox/signin', { headers: { Cookie: 'XSRF-TOKEN=page-token-123' } });
    expect(await page.text()).toContain('name="csrf" value="page-token-123"');
    for (const [cookie, field] of [
      ['', 'page-token-123'],
      ['XSRF-TOKEN=page-token-123', ''],
      ['XSRF-TOKEN=page-token-123', 'another-token'],
    ] as const) {
      const res = await app.request('/sandbox/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ user: 'postpay', csrf: field }).toString(),
      });
      expect(res.status).toBe(403);
    }
  });

  it('signing in (with the page’s cross-site token) sets the cookies of spec 3.4 and a session, then returns to the store', async () => {
    const res = await app.request('/sandbox/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}` },
      body: new URLSearchParams({
        user: 'prepay',
        goto: '/sales/prepaid/smartphones.html',
        csrf: TEST_CSRF_TOKEN,
      }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sales/prepaid/smartphones.html');
    expect(cookieNames(res)).toEqual(
      expect.arrayContaining(['sandboxSession', 'loggedIn', 'role', 'customerId', 'mtn', 'authToken']),
    );
    expect(res.headers.getSetCookie().find((c) => c.startsWith('role='))).toContain('role=prepay');
    // The header greets the customer by the first name the sign-in leaves; a guest is not greeted.
    expect(res.headers.getSetCookie().find((c) => c.startsWith('firstName='))).toContain('firstName=Priya');
  });

  it('on a site whose hosts share a domain, its cookies are set there: the Spanish host sees the same sign-in', async () => {
    const signInOn = (host: string) =>
      app.request(`http://${host}/sandbox/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}` },
        body: `user=postpay&csrf=${TEST_CSRF_TOKEN}`,
      });
    for (const host of ['store.localhost:4200', 'espanol.store.localhost:4200']) {
      const loggedIn = (await signInOn(host)).headers.getSetCookie().find((c) => c.startsWith('loggedIn='));
      expect(loggedIn, host).toContain('Domain=store.localhost');
    }
    // A browser shares no cookie between localhost and espanol.localhost: there they stay with the host.
    const local = (await signInOn('localhost:4200')).headers.getSetCookie().find((c) => c.startsWith('loggedIn='));
    expect(local).not.toContain('Domain=');
  });

  it('a guest signs in at L1 with the last two digits, and is not logged in', async () => {
    const res = await app.request('/sandbox/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}` },
      body: `user=guest&csrf=${TEST_CSRF_TOKEN}`,
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('loggedIn='))).toContain('loggedIn=false');
    expect(cookies.find((c) => c.startsWith('lastTwoDigits='))).toContain('lastTwoDigits=42');
    expect(cookies.find((c) => c.startsWith('firstName='))).toBeUndefined();
  });

  it.each(['https://evil.example/phish', '//evil.example', '/sales/../admin', 'javascript:alert(1)'])(
    'never sends the browser to %s after sign-in',
    async (goto) => {
      const res = await app.request('/sandbox/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}` },
        body: new URLSearchParams({ user: 'postpay', goto, csrf: TEST_CSRF_TOKEN }).toString(),
      });
      expect(res.headers.get('location')).toBe('/sales/digital/friendsandfamily.html');
    },
  );

  it('refuses a mutating call without the matching p-csrf-token header (403), and lets reads through', async () => {
    const body = JSON.stringify({ npanxx: '', mdn: '2015550123' });
    const url = '/soe/digital/assignmtnservice/nse/portin-eligibility';
    expect(
      (await app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status,
    ).toBe(403);
    const mismatched = await app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=a', 'p-csrf-token': 'b' },
      body,
    });
    expect(mismatched.status).toBe(403);
    expect(await mismatched.json()).toMatchObject({ errors: [{ id: 'CSRF_TOKEN_INVALID' }] });
    expect((await app.request('/soe/digital/deviceconfigservice/catalog/devices')).status).toBe(200);
  });

  it('an authenticated call needs a live session (401 without one) and answers the last-cached-time header', async () => {
    expect((await app.request('/soe/digital/auth/deviceconfigservice/catalog/devices')).status).toBe(401);
    const cookie = await signIn(app, 'postpay');
    const res = await app.request('/soe/digital/auth/deviceconfigservice/catalog/devices', {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('last-cached-time')).toBe(String(clock));
  });

  it('keep-alive extends a live session, for logged-in, guest and prepay visitors, with the last-cached-time header', async () => {
    for (const [user, path] of [
      ['postpay', '/soe/digital/auth/fraudservice/session/keepalive'],
      ['guest', '/soe/digital/fraudservice/session/keepalive'],
      ['prepay', '/soe/digital/auth/prepaid/prepayservice/session/keepalive'],
    ] as const) {
      const res = await post(path, {}, { Cookie: await signIn(app, user) });
      expect(res.status, user).toBe(200);
      expect(res.headers.get('last-cached-time')).toBe(String(clock));
      expect(check(KeepAliveResponse, await res.json()).ok).toBe(true);
    }
  });

  it("keep-alive of an expired session answers 500 'Failed to extend session, already expired'", async () => {
    const res = await post('/soe/digital/fraudservice/session/keepalive', {}, { Cookie: 'sandboxSession=gone' });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      errors: [{ id: 'SESSION_EXPIRED', message: 'Failed to extend session, already expired' }],
    });
  });

  it('the prospect guest continues at /onedp/api/mva/session/continue', async () => {
    const res = await post('/onedp/api/mva/session/continue', {});
    expect(res.status).toBe(200);
    expect(check(SessionContinueResponse, await res.clone().json()).ok).toBe(true);
    expect(res.headers.get('last-cached-time')).toBe(String(clock));
  });

  it('a session ends after 30 idle minutes on the server', async () => {
    const cookie = await signIn(app, 'joint');
    clock += 29 * 60 * 1000;
    expect((await app.request('/soe/digital/auth/plansservice/plans', { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    clock += 29 * 60 * 1000;
    expect((await app.request('/soe/digital/auth/plansservice/plans', { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    clock += 31 * 60 * 1000;
    expect((await app.request('/soe/digital/auth/plansservice/plans', { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  it('logout ends the session and clears the identity cookies', async () => {
    const cookie = await signIn(app, 'wireline');
    const res = await post('/soe/digital/auth/fraudservice/session/logout', {}, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(check(LogoutResponse, await res.clone().json()).ok).toBe(true);
    expect(cookieNames(res)).toEqual(expect.arrayContaining(['loggedIn', 'role', 'firstName', 'sandboxSession']));
    expect((await app.request('/soe/digital/auth/plansservice/plans', { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  it('clearCache answers code 200 and forgets the prospect cart', async () => {
    const res = await post('/soe/digital/fraudservice/session/nse/clearCache', {});
    const body: unknown = await res.json();
    expect(check(ClearCacheResponse, body).ok).toBe(true);
    expect(body).toMatchObject({ data: { code: 200 } });
    expect(cookieNames(res)).toEqual(expect.arrayContaining(['cartId', 'prospectCartCount']));
  });
});

describe('guest login (spec 4.2, 6.1: level L1 with the last two digits of the account)', () => {
  const guest = TEST_USERS.find((u) => u.role === 'guest')!;
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] as string)
      .filter((pair) => !pair.startsWith('XSRF-TOKEN='))
      .join('; ');

  it('the guest test user’s number and last two digits start a guest session: role guest, not logged in, the digits kept', async () => {
    const res = await post('/soe/digital/fraudservice/session/nse/guestLogin', {
      mdn: guest.mtn,
      lastTwoDigits: guest.lastTwoDigits,
    });
    expect(res.status).toBe(200);
    expect(check(GuestLoginResponse, await res.json()).ok).toBe(true);
    const cookies = cookiesOf(res);
    expect(cookies).toContain('role=guest');
    expect(cookies).toContain('loggedIn=false');
    expect(cookies).toContain(`lastTwoDigits=${guest.lastTwoDigits}`);
    expect(cookies).toMatch(/sandboxSession=[\w-]+/);
    expect(cookies).not.toContain('firstName=');
  });

  it('a wrong number or wrong digits answer alike (403 GUEST_AUTH_FAILED), and start no session', async () => {
    for (const body of [
      { mdn: guest.mtn, lastTwoDigits: '00' },
      { mdn: '2015550199', lastTwoDigits: guest.lastTwoDigits },
      // A customer who is no guest cannot log in as one.
      { mdn: '2015550111', lastTwoDigits: '11' },
    ]) {
      const res = await post('/soe/digital/fraudservice/session/nse/guestLogin', body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { errors: { id: string }[] }).errors[0]?.id).toBe('GUEST_AUTH_FAILED');
      expect(cookieNames(res)).not.toContain('sandboxSession');
    }
  });

  it('a malformed number or digits are refused as a bad request', async () => {
    for (const body of [{ mdn: '123', lastTwoDigits: '42' }, { mdn: guest.mtn, lastTwoDigits: '4' }, {}]) {
      const res = await post('/soe/digital/fraudservice/session/nse/guestLogin', body);
      expect(res.status).toBe(400);
    }
  });

  it('a prospect cart the guest built becomes an added line on the account (AAL)', async () => {
    const added = await post('/soe/digital/cartservice/cart/add-device', {
      deviceId: 'google-pixel-10',
      sku: DEVICES.find((d) => d.id === 'google-pixel-10')!.skus[0]!.sku,
    });
    const cartId = ((await added.json()) as { data: { cartId: string } }).data.cartId;
    const res = await post(
      '/soe/digital/fraudservice/session/nse/guestLogin',
      { mdn: guest.mtn, lastTwoDigits: guest.lastTwoDigits },
      { Cookie: `cartId=${cartId}` },
    );
    expect(res.status).toBe(200);
    expect((await store.getCart(cartId))?.intendType).toBe('AAL');
  });

  it('clearing the session of a guest ends the guest: the identity cookies go with the cart', async () => {
    const login = await post('/soe/digital/fraudservice/session/nse/guestLogin', {
      mdn: guest.mtn,
      lastTwoDigits: guest.lastTwoDigits,
    });
    const res = await post('/soe/digital/fraudservice/session/nse/clearCache', {}, { Cookie: cookiesOf(login) });
    const dropped = res.headers.getSetCookie().filter((c) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c));
    const names = dropped.map((c) => c.split('=')[0]);
    for (const name of ['cartId', 'role', 'lastTwoDigits', 'sandboxSession']) expect(names).toContain(name);
  });
});

import { randomUUID } from 'node:crypto';
import { safeReturnPath } from '@carrier/safety';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { dropCookie, storeCookie } from '../cookies.js';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  TEST_USERS,
  firstNameOf,
  type TestUser,
} from '../identity.js';
import { GuestLoginRequest } from '@carrier/service-contracts';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { escapeMarkup } from '../markup.js';
import type { SandboxStore } from '../store.js';

/** The response header whose time resets the store's session timer (spec 4.1). */
export const LAST_CACHED_TIME_HEADER = 'last-cached-time';

/** Cookies that say who is signed in (spec 3.4); all cleared on logout. */
const IDENTITY_COOKIES = [
  'loggedIn',
  'role',
  'customerId',
  'mtn',
  'authToken',
  'lastTwoDigits',
  'firstName',
  SESSION_COOKIE,
] as const;

/** Calls that manage the session themselves, so a missing or expired session is their answer to give. */
const SESSION_CALLS = /\/(session\/(keepalive|logout|continue)|session\/nse\/clearCache)$/;

/**
 * Refuses mutating calls whose `p-csrf-token` header does not match the cross-site token cookie (403).
 */
export function csrfGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    const cookie = getCookie(c, CSRF_COOKIE);
    if (!cookie || c.req.header(CSRF_HEADER) !== cookie) {
      return serviceError(
        c,
        403,
        'CSRF_TOKEN_INVALID',
        'The p-csrf-token header does not match the cross-site token cookie.',
      );
    }
    return next();
  };
}

/** The signed-in test user of a service call, set by `sessionTracker` (read with `c.get(SESSION_USER)`). */
export const SESSION_USER = 'sandboxUserId';
declare module 'hono' {
  interface ContextVariableMap {
    sandboxUserId: string;
  }
}

/**
 * Follows the session of every service call: a live session is refreshed and the answer carries the
 * last-cached-time header; an authenticated call (`/auth/`) without a live session answers 401.
 */
export function sessionTracker(store: SandboxStore, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (SESSION_CALLS.test(path)) return next();
    const id = getCookie(c, SESSION_COOKIE);
    const session = id ? await store.touchSession(id, now(), SESSION_IDLE_MS) : undefined;
    if (!session && path.includes('/auth/'))
      return serviceError(c, 401, 'SESSION_EXPIRED', 'Sign in again: the session has ended.');
    if (session) c.set(SESSION_USER, session.userId);
    await next();
    if (session) c.header(LAST_CACHED_TIME_HEADER, String(session.lastSeen));
  };
}

/** Sets the cross-site token cookie when the browser has none yet. */
export function ensureCsrfCookie(c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing) return existing;
  const token = randomUUID();
  storeCookie(c, CSRF_COOKIE, token, { sameSite: 'Strict' });
  return token;
}

/** The sign-in page's forms carry the cross-site token; a post without the cookie's value is refused. */
const CSRF_FIELD = 'csrf';
const csrfFieldOk = (c: Context, form: Record<string, unknown>) => {
  const cookie = getCookie(c, CSRF_COOKIE);
  return cookie !== undefined && form[CSRF_FIELD] === cookie;
};
const csrfRefused = (c: Context) =>
  serviceError(
    c,
    403,
    'CSRF_TOKEN_INVALID',
    'The sign-in form did not carry the cross-site token: open the page again.',
  );

/** Keep-alive, logout and clear-cache of spec 4.1 and 7.3. */
export function sessionServices(store: SandboxStore, now: () => number): Hono {
  const app = new Hono();

  const keepAlive = async (c: Context) => {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id ? await store.touchSession(id, now(), SESSION_IDLE_MS) : undefined;
    // Status 500 tells the store the session had already expired (spec 4.1, 5.3).
    if (!session) return serviceError(c, 500, 'SESSION_EXPIRED', 'Failed to extend session, already expired');
    c.header(LAST_CACHED_TIME_HEADER, String(session.lastSeen));
    return c.json({ serviceHeader: OK_HEADER, data: { extended: true, lastCachedTime: session.lastSeen } });
  };
  app.post('/fraudservice/session/keepalive', keepAlive);
  app.post('/prepayservice/session/keepalive', keepAlive);

  app.post('/fraudservice/session/logout', async (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    if (id) await store.deleteSession(id);
    for (const name of IDENTITY_COOKIES) dropCookie(c, name);
    return c.json({ serviceHeader: OK_HEADER, data: { loggedOut: true } });
  });

  // Guest checkout's authentication (spec 6.1: level L1 with the last two digits of the account). The same answer
  // whether the number or the digits are wrong, so neither can be probed; a cart the guest built becomes an added
  // line on the account (AAL), whose holder's details the checkout then knows.
  app.post('/fraudservice/session/nse/guestLogin', async (c) => {
    const body = await readBody(c, GuestLoginRequest);
    if (!body.ok) return body.response as Response;
    const user = TEST_USERS.find(
      (u) => u.role === 'guest' && u.mtn === body.value.mdn && u.lastTwoDigits === body.value.lastTwoDigits,
    );
    if (!user)
      return serviceError(
        c,
        403,
        'GUEST_AUTH_FAILED',
        'The mobile number and the last two digits do not match an account.',
      );
    await startSession(c, store, user, now());
    const cartId = getCookie(c, 'cartId');
    if (cartId)
      await store.updateCart(cartId, undefined, (cart) =>
        (cart.intendType === 'NSE' || cart.intendType === 'NAO') && cart.lines.length > 0
          ? { ...cart, intendType: 'AAL' }
          : cart,
      );
    return c.json({ serviceHeader: OK_HEADER, data: { authLevel: 'L1' } });
  });

  app.post('/fraudservice/session/nse/clearCache', async (c) => {
    for (const name of ['cartId', 'prospectCartCount']) dropCookie(c, name);
    // A guest who starts again is a prospect again: the guest's session ends with the cart.
    if (getCookie(c, 'role') === 'guest') {
      const id = getCookie(c, SESSION_COOKIE);
      if (id) await store.deleteSession(id);
      for (const name of IDENTITY_COOKIES) dropCookie(c, name);
    }
    return c.json({ serviceHeader: OK_HEADER, data: { code: 200 } });
  });

  return app;
}

/** Keep-alive of a prospect guest: `/onedp/api/mva/session/continue` (spec 7.3); prospects have no server session. */
export function prospectContinue(now: () => number): Hono {
  const app = new Hono();
  app.post('/onedp/api/mva/session/continue', (c) => {
    c.header(LAST_CACHED_TIME_HEADER, String(now()));
    return c.json({ serviceHeader: OK_HEADER, data: { continued: true } });
  });
  return app;
}

/**
 * Starts a session for a test user and sets the cookies of spec 3.4 that say who is there: the sandbox's sign-in
 * page (any user) and the guest login (a guest with the last two digits of the account) both start one.
 */
export async function startSession(c: Context, store: SandboxStore, user: TestUser, at: number): Promise<void> {
  const session = randomUUID();
  await store.createSession(session, user.id, at, SESSION_IDLE_MS);
  const cookie = { sameSite: 'Lax' } as const;
  storeCookie(c, SESSION_COOKIE, session, { ...cookie, httpOnly: true });
  storeCookie(c, 'loggedIn', user.role === 'guest' ? 'false' : 'true', cookie);
  storeCookie(c, 'role', user.role, cookie);
  storeCookie(c, 'customerId', user.customerId, cookie);
  storeCookie(c, 'mtn', user.mtn, cookie);
  storeCookie(c, 'authToken', randomUUID(), cookie);
  if (user.lastTwoDigits) storeCookie(c, 'lastTwoDigits', user.lastTwoDigits, cookie);
  // What the header greets the customer by; a guest is not greeted.
  if (user.role !== 'guest') storeCookie(c, 'firstName', firstNameOf(user), cookie);
  ensureCsrfCookie(c);
}

/** Where a prepaid customer lands after signing in, unless they were on a page of the prepaid store. */
export const PREPAID_SIGN_IN_LANDING = '/sales/prepaid/smartphones.html';

/**
 * Where the sign-in page may send the browser back to: a store page of this origin (under /sales/), nothing else. A
 * prepaid customer goes back to the prepaid store: to the page they came from when it is one of its pages, else to
 * its phones.
 */
export function signInReturnPath(goto: unknown, user?: Pick<TestUser, 'role'>): string {
  const back = safeReturnPath(goto, { paths: ['/sales/'] });
  if (user?.role === 'prepay') return back?.startsWith('/sales/prepaid/') ? back : PREPAID_SIGN_IN_LANDING;
  return back ?? '/sales/digital/friendsandfamily.html';
}

/** The sandbox sign-in page: pick a test user; it sets the cookies of spec 3.4 and a session. */
export function signInPages(store: SandboxStore, now: () => number): Hono {
  const app = new Hono();

  app.get('/sandbox/signin', (c) => {
    const token = escapeMarkup(ensureCsrfCookie(c));
    const goto = signInReturnPath(c.req.query('goto'));
    const users = TEST_USERS.map(
      (u) =>
        `<li><form method="post" action="/sandbox/signin"><input type="hidden" name="${CSRF_FIELD}" value="${token}"><input type="hidden" name="user" value="${u.id}"><input type="hidden" name="goto" value="${escapeMarkup(goto)}"><button type="submit">${escapeMarkup(u.name)}</button> <span>${escapeMarkup(u.description)}</span></form></li>`,
    ).join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox sign-in</title></head><body><main><h1>Sign in as a test user</h1><p>The sandbox signs you in without a password. Each user is a kind of customer the store serves.</p><ul>${users}<li><form method="post" action="/sandbox/signout"><input type="hidden" name="${CSRF_FIELD}" value="${token}"><input type="hidden" name="goto" value="${escapeMarkup(goto)}"><button type="submit">Continue as a prospect</button> <span>Not signed in</span></form></li></ul></main></body></html>`,
    );
  });

  app.post('/sandbox/signin', async (c) => {
    const form = await c.req.parseBody();
    if (!csrfFieldOk(c, form)) return csrfRefused(c);
    const user = TEST_USERS.find((u) => u.id === form['user']);
    if (!user) return c.json({ errors: [{ id: 'UNKNOWN_USER', message: 'No test user with this id.' }] }, 400);
    await startSession(c, store, user, now());
    return c.redirect(signInReturnPath(form['goto'], user), 303);
  });

  app.post('/sandbox/signout', async (c) => {
    const form = await c.req.parseBody();
    if (!csrfFieldOk(c, form)) return csrfRefused(c);
    const id = getCookie(c, SESSION_COOKIE);
    if (id) await store.deleteSession(id);
    for (const name of IDENTITY_COOKIES) dropCookie(c, name);
    return c.redirect(signInReturnPath(form['goto']), 303);
  });

  return app;
}

import { describe, expect, it, vi } from 'vitest';
import { createSessionTransport, isClearCacheDone, keepAlivePath, type SessionVisitor } from '../index.js';

describe('session calls (spec 7.3)', () => {
  it.each<[string, SessionVisitor, string]>([
    ['a logged-in customer', { loggedIn: true, prospect: false, prepay: false }, 'fraudservice/session/keepalive'],
    [
      'a guest-checkout customer',
      { loggedIn: false, prospect: false, prepay: false },
      'fraudservice/session/keepalive',
    ],
    ['a prepay customer', { loggedIn: true, prospect: false, prepay: true }, 'prepayservice/session/keepalive'],
    ['a prospect guest', { loggedIn: false, prospect: true, prepay: false }, '/onedp/api/mva/session/continue'],
  ])('keep-alive for %s is %s', (_who, visitor, path) => {
    expect(keepAlivePath(visitor)).toBe(path);
  });

  it('posts keep-alive, logout and clear cache without retries; the continue call on the page’s origin', async () => {
    const post = vi.fn(async () => ({}));
    const transport = createSessionTransport({ services: { post }, origin: 'https://shop.example' });
    await transport.keepAlive({ loggedIn: true, prospect: false, prepay: false });
    await transport.keepAlive({ loggedIn: false, prospect: true, prepay: false });
    await transport.logout();
    await transport.clearCache();
    expect(post.mock.calls).toEqual([
      ['fraudservice/session/keepalive', {}, { retry: false }],
      ['https://shop.example/onedp/api/mva/session/continue', {}, { retry: false }],
      ['fraudservice/session/logout', {}, { retry: false }],
      ['fraudservice/session/nse/clearCache', undefined, { retry: false }],
    ]);
  });

  it.each([
    [{ data: { code: 200 } }, true],
    [{ data: { code: '200' } }, true],
    [{ data: { code: 500 } }, false],
    [{ data: null }, false],
    ['200', false],
    [undefined, false],
  ])('clear cache answer %j means done: %s', (answer, done) => {
    expect(isClearCacheDone(answer)).toBe(done);
  });
});

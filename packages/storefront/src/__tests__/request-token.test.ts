import { describe, expect, it } from 'vitest';
import { REQUEST_TOKEN_PATH } from '@carrier/safety';
import { withRequestToken } from '../platform/request-token.js';

/** A browser's cookie jar and the store's endpoints: the token path sets the cookie, every other call is kept. */
function world({ tokenWorks = true } = {}) {
  let jar = '';
  const calls: { url: string; method: string; token: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'https://store.example'), init);
    calls.push({
      url: new URL(request.url).pathname,
      method: request.method,
      token: request.headers.get('p-csrf-token'),
    });
    if (new URL(request.url).pathname === REQUEST_TOKEN_PATH) {
      if (!tokenWorks) throw new TypeError('Failed to fetch');
      jar = 'XSRF-TOKEN=t-1';
      return new Response(null, { status: 204 });
    }
    return Response.json({});
  };
  return {
    fetch: withRequestToken(fetch as typeof globalThis.fetch, () => jar),
    calls,
    setJar: (v: string) => (jar = v),
  };
}

describe('the cross-site request token of a page a shared cache gave (no cookie)', () => {
  it('a call that changes something asks the store server for the token first, and carries it', async () => {
    const { fetch, calls } = world();
    await fetch('/soe/digital/cartservice/cart/add', { method: 'POST', body: '{}' });
    expect(calls).toEqual([
      { url: REQUEST_TOKEN_PATH, method: 'GET', token: null },
      { url: '/soe/digital/cartservice/cart/add', method: 'POST', token: 't-1' },
    ]);
  });

  it('calls made together ask for the token once', async () => {
    const { fetch, calls } = world();
    await Promise.all([
      fetch('/soe/a', { method: 'POST', body: '{}' }),
      fetch('/soe/b', { method: 'POST', body: '{}' }),
      fetch('/soe/c', { method: 'PUT', body: '{}' }),
    ]);
    expect(calls.filter((c) => c.url === REQUEST_TOKEN_PATH)).toHaveLength(1);
    expect(calls.filter((c) => c.url !== REQUEST_TOKEN_PATH).map((c) => c.token)).toEqual(['t-1', 't-1', 't-1']);
  });

  it('a read (GET) needs no token and asks for none', async () => {
    const { fetch, calls } = world();
    await fetch('/soe/digital/deviceconfigservice/catalog/devices');
    expect(calls).toEqual([{ url: '/soe/digital/deviceconfigservice/catalog/devices', method: 'GET', token: null }]);
  });

  it('with the token cookie there, the call goes as it is', async () => {
    const { fetch, calls, setJar } = world();
    setJar('XSRF-TOKEN=t-0');
    await fetch('/soe/a', { method: 'POST', body: '{}', headers: { 'p-csrf-token': 't-0' } });
    expect(calls).toEqual([{ url: '/soe/a', method: 'POST', token: 't-0' }]);
  });

  it('when the token cannot be had, the call still goes (the services refuse it and the page says so)', async () => {
    const { fetch, calls } = world({ tokenWorks: false });
    const answer = await fetch('/soe/a', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual([REQUEST_TOKEN_PATH, '/soe/a']);
  });
});

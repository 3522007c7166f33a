import { describe, expect, it } from 'vitest';
import { createHttpClient, keptJson } from '../index.js';
import { createSharedCache, sharedLifetime } from '../shared-cache.js';

/** A service that counts its reads and answers each with `headers` and the read's number. */
function service(headers: Record<string, string>, status = 200) {
  const reads: Request[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const read = reads.push(request);
    await Promise.resolve();
    return new Response(JSON.stringify({ read }), { status, headers });
  };
  return { fetch, reads };
}

const PUBLIC = { 'Cache-Control': 'public, max-age=0, s-maxage=10', 'Content-Type': 'application/json' };
const URL_A = 'https://services.example/catalog/devices';

describe('sharedLifetime', () => {
  it.each([
    ['public, s-maxage=10', 10],
    ['public, max-age=30', 30],
    ['public, max-age=0, s-maxage=5', 5],
    ['PUBLIC, S-MAXAGE="7"', 7],
  ])('an answer marked "%s" may be kept %i s by a shared cache', (value, seconds) => {
    expect(sharedLifetime(new Headers({ 'Cache-Control': value }))).toBe(seconds);
  });

  it.each([
    ['max-age=30', {}],
    ['public, private, max-age=30', {}],
    ['public, no-store, max-age=30', {}],
    ['public, no-cache, max-age=30', {}],
    ['public, max-age=0', {}],
    ['public, max-age=soon', {}],
    ['public, max-age=30', { 'Set-Cookie': 'session=1' }],
    ['public, max-age=30', { Vary: 'Accept, *' }],
  ])('an answer marked "%s" (with %j) is never kept by a shared cache', (value, more) => {
    expect(sharedLifetime(new Headers({ 'Cache-Control': value, ...more }))).toBeUndefined();
  });
});

describe('createSharedCache', () => {
  it('a public answer is read once and given again, whole, until its shared lifetime ends', async () => {
    let time = 0;
    const { fetch, reads } = service(PUBLIC);
    const shared = createSharedCache(fetch, { now: () => time });
    const first = await shared(URL_A);
    expect(await first.json()).toEqual({ read: 1 });
    time = 9_999;
    const again = await shared(URL_A);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(await again.json()).toEqual({ read: 1 });
    expect(reads).toHaveLength(1);
    time = 10_000;
    expect(await (await shared(URL_A)).json()).toEqual({ read: 2 });
  });

  it('an answer is kept no longer than maxSeconds, whatever it says', async () => {
    let time = 0;
    const { fetch } = service({ 'Cache-Control': 'public, max-age=3600' });
    const shared = createSharedCache(fetch, { now: () => time, maxSeconds: 5 });
    await shared(URL_A);
    time = 5_000;
    expect(await (await shared(URL_A)).json()).toEqual({ read: 2 });
  });

  it.each([
    ['a private answer', { 'Cache-Control': 'private, max-age=60' }, 200],
    ['an answer with no Cache-Control', {}, 200],
    ['an answer that sets a cookie', { ...PUBLIC, 'Set-Cookie': 'cartId=1' }, 200],
    ['a failure, even one marked public', PUBLIC, 503],
  ])('%s is read again for every request', async (_name, headers, status) => {
    const { fetch, reads } = service(headers, status);
    const shared = createSharedCache(fetch);
    await shared(URL_A);
    const second = await shared(URL_A);
    expect(second.status).toBe(status);
    expect(await second.json()).toEqual({ read: 2 });
    expect(reads).toHaveLength(2);
  });

  it('only GET is kept: a POST always reaches the service', async () => {
    const { fetch, reads } = service(PUBLIC);
    const shared = createSharedCache(fetch);
    await shared(URL_A, { method: 'POST', body: '{}' });
    await shared(URL_A, { method: 'POST', body: '{}' });
    expect(reads.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('an answer that varies on a header is given only to requests with the same value of it', async () => {
    const { fetch, reads } = service({ ...PUBLIC, Vary: 'Accept-Language' });
    const shared = createSharedCache(fetch);
    const english = { headers: { 'Accept-Language': 'en' } };
    const spanish = { headers: { 'Accept-Language': 'es' } };
    expect(await (await shared(URL_A, english)).json()).toEqual({ read: 1 });
    expect(await (await shared(URL_A, spanish)).json()).toEqual({ read: 2 });
    expect(await (await shared(URL_A, english)).json()).toEqual({ read: 1 });
    expect(await (await shared(URL_A, spanish)).json()).toEqual({ read: 2 });
    expect(await (await shared(URL_A)).json()).toEqual({ read: 3 });
    expect(reads).toHaveLength(3);
  });

  it('requests for a URL being read wait for that read instead of making their own', async () => {
    const { fetch, reads } = service(PUBLIC);
    const shared = createSharedCache(fetch);
    const answers = await Promise.all(Array.from({ length: 5 }, () => shared(URL_A)));
    expect(reads).toHaveLength(1);
    for (const answer of answers) expect(await answer.json()).toEqual({ read: 1 });
  });

  it('a request that came during a read whose answer varies on a header it sends otherwise makes its own read', async () => {
    const { fetch, reads } = service({ ...PUBLIC, Vary: 'Accept-Language' });
    const shared = createSharedCache(fetch);
    const [english, spanish] = await Promise.all([
      shared(URL_A, { headers: { 'Accept-Language': 'en' } }),
      shared(URL_A, { headers: { 'Accept-Language': 'es' } }),
    ]);
    expect(reads.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'es']);
    expect(await english.json()).toEqual({ read: 1 });
    expect(await spanish.json()).toEqual({ read: 2 });
  });

  it('requests that waited for a read that cannot be kept make their own', async () => {
    const { fetch, reads } = service({ 'Cache-Control': 'no-store' });
    const shared = createSharedCache(fetch);
    const answers = await Promise.all(Array.from({ length: 3 }, () => shared(URL_A)));
    expect(reads).toHaveLength(3);
    expect(new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { read: number }).read))).size).toBe(
      3,
    );
  });

  it('a read that fails fails its request only; the next request reads again', async () => {
    let calls = 0;
    const shared = createSharedCache(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('connection reset');
      return new Response('{}', { headers: PUBLIC });
    });
    await expect(shared(URL_A)).rejects.toThrow('connection reset');
    expect((await shared(URL_A)).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('keeps at most maxEntries URLs, forgetting the oldest first', async () => {
    const { fetch, reads } = service(PUBLIC);
    const shared = createSharedCache(fetch, { maxEntries: 2 });
    for (const path of ['a', 'b', 'c']) await shared(`${URL_A}/${path}`);
    expect(shared.size()).toBe(2);
    await shared(`${URL_A}/c`);
    await shared(`${URL_A}/a`);
    expect(reads.map((r) => new URL(r.url).pathname.split('/').pop())).toEqual(['a', 'b', 'c', 'a']);
    shared.clear();
    expect(shared.size()).toBe(0);
  });
});

describe('a client reading through a shared cache', () => {
  it('parses an answer kept for many readers once: every reader gets the same frozen value', async () => {
    const { fetch, reads } = service(PUBLIC);
    const shared = createSharedCache(fetch);
    const one = createHttpClient({ fetch: shared, baseURL: 'https://services.example/' });
    const other = createHttpClient({ fetch: shared, baseURL: 'https://services.example/' });
    const first = await one.get<{ read: number }>('catalog/devices');
    const second = await other.get<{ read: number }>('catalog/devices');
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(reads).toHaveLength(1);
  });

  it('an answer of its own (not kept) is parsed into a value the reader may change', async () => {
    const { fetch } = service({ 'Cache-Control': 'no-store' });
    const client = createHttpClient({ fetch: createSharedCache(fetch), baseURL: 'https://services.example/' });
    const first = await client.get<{ read: number }>('catalog/devices');
    expect(Object.isFrozen(first)).toBe(false);
    expect(keptJson(new Response('{}'))).toBeUndefined();
  });
});

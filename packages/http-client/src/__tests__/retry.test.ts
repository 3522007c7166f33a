import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  HttpError,
  createHttpClient,
  retryAfterDelay,
  type HttpClientOptions,
} from '../index.js';
import { startFaultServer } from './fault-server.js';

let server: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => void (server = await startFaultServer()));
afterAll(() => server.close());

let n = 0;
/** A fresh path per test, so scripts and hits never mix. */
const fresh = () => `/svc/${++n}`;
const client = (options: HttpClientOptions = {}) =>
  createHttpClient({ baseURL: server.origin, retry: { urls: ['/svc/'] }, ...options });
/** A few turns of the event loop (not timers): what the sockets have to deliver is delivered. */
async function ioTurns(turns = 20) {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Turns the event loop until `condition` holds (a request has reached the server), whatever the clock says. */
async function until(condition: () => boolean) {
  while (!condition()) await ioTurns(1);
}

const gaps = (path: string) =>
  server
    .hitsOf(path)
    .map((hit, i, all) => (i === 0 ? 0 : hit.at - (all[i - 1] as typeof hit).at))
    .slice(1);

describe('retry, exactly as spec 9', () => {
  it('defaults to count 1, a 200 ms base, and status 0, 502, 503, 504 for listed URLs only', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      retries: 1,
      baseDelay: 200,
      urls: [],
      statuses: [0, 502, 503, 504],
      maxRetryAfter: 200,
    });
  });

  it('really retries a network failure (a dropped connection), once, after about 200 ms', async () => {
    const path = fresh();
    server.script(path, { drop: true }, { status: 200, body: { ok: 'second' } });
    await expect(client().get(path)).resolves.toEqual({ ok: 'second' });
    expect(server.hitsOf(path)).toHaveLength(2);
    expect(gaps(path)[0]).toBeGreaterThanOrEqual(195);
  });

  it.each([502, 503, 504])('retries status %i', async (status) => {
    const path = fresh();
    server.script(path, { status }, { status: 200 });
    await client().get(path);
    expect(server.hitsOf(path)).toHaveLength(2);
  });

  it.each([500, 400, 401, 404, 409])('never retries status %i', async (status) => {
    const path = fresh();
    server.script(path, { status });
    await expect(client().get(path)).rejects.toMatchObject({ kind: 'http', status, attempts: 1 });
    expect(server.hitsOf(path)).toHaveLength(1);
  });

  it('gives up after one retry by default and reports both attempts', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    await expect(client().get(path)).rejects.toMatchObject({ kind: 'http', status: 503, attempts: 2 });
    expect(server.hitsOf(path)).toHaveLength(2);
  });

  it('retries only URLs on the configured list', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    await expect(createHttpClient({ baseURL: server.origin }).get(path)).rejects.toMatchObject({ attempts: 1 });
    expect(server.hitsOf(path)).toHaveLength(1);
  });

  it('doubles the delay each retry (200 ms, then 400 ms)', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    // The waits p-retry asks for, read from its timers, so a busy machine cannot blur them; the gaps between
    // the attempts the server saw are at least as long.
    const waits: unknown[] = [];
    const original = globalThis.setTimeout;
    const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      if (new Error().stack?.includes('p-retry')) waits.push(args[1]);
      return original(...args);
    }) as typeof setTimeout);
    try {
      await expect(client({ retry: { urls: ['/svc/'], retries: 2 } }).get(path)).rejects.toMatchObject({ attempts: 3 });
    } finally {
      timers.mockRestore();
    }
    expect(waits).toEqual([200, 400]);
    const [first, second] = gaps(path);
    expect(first).toBeGreaterThanOrEqual(195);
    expect(second).toBeGreaterThanOrEqual(395);
  });

  it('retries a timeout, which is no response (status 0)', async () => {
    const path = fresh();
    server.script(path, { delay: 400 }, { status: 200 });
    await expect(client({ timeout: 100 }).get(path)).resolves.toEqual({ ok: true });
    expect(server.hitsOf(path)).toHaveLength(2);
  });

  it('turns retries off per call', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    await expect(client().get(path, { retry: false })).rejects.toMatchObject({ attempts: 1 });
  });
});

describe('retry, beyond the spec', () => {
  it('never retries a POST without an Idempotency-Key', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    await expect(client().post(path, { pay: 1 })).rejects.toMatchObject({ status: 503, attempts: 1 });
    expect(server.hitsOf(path)).toHaveLength(1);
  });

  it('retries a POST that carries an Idempotency-Key, with the same key on every attempt', async () => {
    const path = fresh();
    server.script(path, { drop: true }, { status: 200 });
    await client().post(path, { pay: 1 }, { headers: { 'Idempotency-Key': 'order-42' } });
    const hits = server.hitsOf(path);
    expect(hits.map((h) => h.headers['idempotency-key'])).toEqual(['order-42', 'order-42']);
    expect(hits.map((h) => h.body)).toEqual(['{"pay":1}', '{"pay":1}']);
  });

  it('"exponential delay base 200 ms": a Retry-After of a second does not stretch the retry past the spec\'s 200 ms', async () => {
    const path = fresh();
    server.script(path, { status: 503, headers: { 'Retry-After': '1' } }, { status: 200 });
    await client().get(path);
    const [gap] = gaps(path);
    expect(gap).toBeGreaterThanOrEqual(195);
    expect(gap).toBeLessThan(900);
  });

  it('honours Retry-After (seconds) up to a longer cap a team sets for its own services', async () => {
    const path = fresh();
    server.script(path, { status: 503, headers: { 'Retry-After': '1' } }, { status: 200 });
    await client({ retry: { urls: ['/svc/'], maxRetryAfter: 5_000 } }).get(path);
    expect(gaps(path)[0]).toBeGreaterThanOrEqual(995);
  });

  it('caps a long Retry-After', async () => {
    const path = fresh();
    server.script(path, { status: 503, headers: { 'Retry-After': '3600' } }, { status: 200 });
    await client({ retry: { urls: ['/svc/'], maxRetryAfter: 300 } }).get(path);
    const [gap] = gaps(path);
    expect(gap).toBeGreaterThanOrEqual(295);
    expect(gap).toBeLessThan(3000);
  });

  it('reads Retry-After as an HTTP date too, and ignores nonsense', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    const headers = (value: string) => new Headers({ 'Retry-After': value });
    const policy = { ...DEFAULT_RETRY_POLICY, maxRetryAfter: 10_000 };
    expect(retryAfterDelay(policy, headers('Sat, 21 Nov 2026 10:00:02 GMT'), now)).toBe(2000);
    expect(retryAfterDelay(policy, headers('Sat, 21 Nov 2026 09:00:00 GMT'), now)).toBe(0);
    expect(retryAfterDelay(policy, headers('soon'), now)).toBeUndefined();
    expect(retryAfterDelay(policy, undefined, now)).toBeUndefined();
    // By default, no further than the spec's delay.
    expect(retryAfterDelay(DEFAULT_RETRY_POLICY, headers('Sat, 21 Nov 2026 10:00:02 GMT'), now)).toBe(200);
  });

  it('stops the backoff at once when the signal aborts, and sends nothing more', async () => {
    const path = fresh();
    server.script(path, { status: 503, headers: { 'Retry-After': '5' } }, { status: 200 });
    const controller = new AbortController();
    // The client's clock is fake: the 5 s wait and anything after it happen only when the test moves the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const pending = client({
        retry: { urls: ['/svc/'], maxRetryAfter: 10_000 },
        onResponse: () => void (answered = true),
      }).get(path, { signal: controller.signal });
      // The 503 is back and the client waits out its Retry-After, on a clock that does not move.
      await until(() => answered);
      await ioTurns();
      controller.abort();
      // Settled with the clock still where the 503 left it: the abort ended the 5 s wait at once.
      const error = await pending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ kind: 'aborted', attempts: 1 });
      await vi.advanceTimersByTimeAsync(60_000);
      await ioTurns();
      expect(server.hitsOf(path)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an abort is never retried', async () => {
    const path = fresh();
    server.script(path, { delay: 300 });
    const controller = new AbortController();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = client().get(path, { signal: controller.signal });
      await until(() => server.hitsOf(path).length > 0);
      controller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
      // Well past any backoff (200 ms, or a Retry-After of up to 10 s): no second attempt.
      await vi.advanceTimersByTimeAsync(60_000);
      await ioTurns();
      expect(server.hitsOf(path)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls onError once per failed call, after its last attempt', async () => {
    const path = fresh();
    server.script(path, { status: 503 });
    const seen: number[] = [];
    await client({ onError: (e) => void seen.push(e.attempts) })
      .get(path)
      .catch(() => undefined);
    expect(seen).toEqual([2]);
  });
});

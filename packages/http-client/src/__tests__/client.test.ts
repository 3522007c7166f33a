import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, createCarrierHttpClient, createHttpClient, isHttpError, loginStatusForPath } from '../index.js';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let origin = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = req.url ?? '';
      if (path.includes('/slow')) return void setTimeout(() => res.end('{}'), 500);
      if (path.includes('/fail')) {
        res.writeHead(503, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ errors: [{ id: 'S503', message: 'down' }] }));
      }
      if (path.includes('/html-error')) {
        res.writeHead(502, { 'content-type': 'text/html' });
        return void res.end(`<html>${'x'.repeat(300)}</html>`);
      }
      if (path.includes('/empty')) {
        res.writeHead(200);
        return void res.end();
      }
      if (path.includes('/html')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html>not json</html>');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, echo: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen[seen.length - 1] as Seen;

describe('createHttpClient', () => {
  it('resolves with the parsed JSON body and sends a JSON body', async () => {
    const api = createHttpClient({ baseURL: `${origin}/api/` });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true, echo: { a: 1 } });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/things' });
  });

  it('applies header providers in order, then the call headers, and leaves out undefined values', async () => {
    const api = createHttpClient({
      baseURL: origin,
      headers: [() => ({ 'x-a': '1', 'x-b': '1' }), ({ method }) => ({ 'x-b': method, 'x-c': undefined })],
    });
    await api.get('/h', { headers: { 'x-d': 'call' }, query: { q: 'a b', skip: undefined } });
    expect(new URL(last().url, 'http://127.0.0.1').pathname).toBe('/h');
    expect(new URL(last().url, 'http://127.0.0.1').searchParams.get('q')).toBe('a b');
    expect(last().headers).toMatchObject({ 'x-a': '1', 'x-b': 'GET', 'x-d': 'call' });
    expect(last().headers).not.toHaveProperty('x-c');
  });

  it('throws a typed HttpError with the status and error body of a failed call, and reports it once', async () => {
    const onError = vi.fn();
    const api = createHttpClient({ baseURL: origin, onError });
    const error = await api.get('/fail').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 503, method: 'GET', data: { errors: [{ id: 'S503' }] } });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not retry on its own: one failed call is one request', async () => {
    const before = seen.length;
    await createHttpClient({ baseURL: origin })
      .get('/fail')
      .catch(() => undefined);
    expect(seen.length - before).toBe(1);
  });

  it('reports a network failure with status 0, not as a 500', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createHttpClient({ baseURL: `http://127.0.0.1:${port}` })
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('times out per call, also when the caller passes its own signal', async () => {
    const api = createHttpClient({ baseURL: origin, timeout: 5000 });
    const controller = new AbortController();
    const error = await api.get('/slow', { timeout: 50, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('reports an aborted call as aborted', async () => {
    const controller = new AbortController();
    const pending = createHttpClient({ baseURL: origin }).get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('resolves an empty success answer with undefined', async () => {
    await expect(createHttpClient({ baseURL: origin }).get('/empty')).resolves.toBeUndefined();
  });

  it('reports an error status with a body that is not JSON as that status, keeping the first 200 characters', async () => {
    const error = await createHttpClient({ baseURL: origin })
      .get('/html-error')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect((error as HttpError).data).toBe(`<html>${'x'.repeat(194)}`);
  });

  it('reports a success answer that is not JSON as a parse error', async () => {
    const error = await createHttpClient({ baseURL: origin })
      .get('/html')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });
});

describe('carrier preset (spec 7.2)', () => {
  it.each([
    ['/soe/digital/auth/cartservice/cart/getNSAThrottleList', 'authenticated'],
    ['/soe/digital/prospect/cartservice/cart/add-device', 'unauthenticated'],
    ['/soe/digital/plansservice/nse/validateFnfRedemptionCode', 'unauthenticated'],
    ['/soe/digital/auth/plansservice/nse/validateFnfRedemptionCode', 'unauthenticated'],
    ['http://localhost:4200/soe/digital/auth/x?y=/nse/', 'authenticated'],
    ['/soe/digital/plansservice/getPlans', undefined],
  ])('loginStatus: authenticated for /auth/, unauthenticated for /prospect/ and /nse/ (%s)', (path, status) => {
    expect(loginStatusForPath(path)).toBe(status);
  });

  it('sends JSON Accept and Content-Type, channelId and loginStatus under the chosen base', async () => {
    const services = createCarrierHttpClient({
      origin,
      base: 'prospect',
      context: () => ({ channelId: 'VZW-DOTCOM-MOB' }),
    });
    await services.post('assignmtnservice/nse/portin-eligibility', { npanxx: '', mdn: '2015550123' });
    expect(last().url).toBe('/soe/digital/prospect/assignmtnservice/nse/portin-eligibility');
    expect(last().headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      channelid: 'VZW-DOTCOM-MOB',
      loginstatus: 'unauthenticated',
    });
  });
});

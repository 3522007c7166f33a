import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NUMBER_PAGE_LABEL_KEYS, PROMO_PAGE_LABEL_KEYS } from '@carrier/fnf-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, withCsrf } from './csrf.js';
import { SERVICE_BASES, createSandboxApp } from '../app.js';
import { openStore, type SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;

beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...headers }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Calls under an `/auth/` base need a signed-in session. */
const sessionFor = async (base: string) => (base.includes('/auth') ? { Cookie: await signIn(app, 'postpay') } : {});

const promo = async (promotionCode: string, base = '/soe/digital') =>
  post(
    `${base}/plansservice/nse/validateFnfRedemptionCode`,
    { promotionCode, promotionSourceSystem: 'WIRELESS', promotionType: 'FRIENDS_FAMILY' },
    await sessionFor(base),
  );

const portIn = (mdn: string, base = '/soe/digital') =>
  post(`${base}/assignmtnservice/nse/portin-eligibility`, { npanxx: '', mdn });

describe('validateFnfRedemptionCode fixtures', () => {
  it.each(SERVICE_BASES)('is served under every base: %s', async (base) => {
    const res = await promo('FNF2026', base);
    expect(res.status).toBe(200);
  });

  it.each(['FNF2026', 'FNF20261234'])('%s is valid', async (code) => {
    expect(await (await promo(code)).json()).toMatchObject({ data: { promotionDetails: { promoValid: true } } });
  });

  it.each([
    ['EXPIRED', 2397],
    ['MAXUSED', 2398],
    ['OTHER12', 2399],
  ])('%s answers code %i', async (code, expected) => {
    expect(await (await promo(code)).json()).toMatchObject({
      data: { promotionDetails: { code: expected, promoValid: false } },
    });
  });

  it('NODATA1 answers empty promotion details', async () => {
    expect(await (await promo('NODATA1')).json()).toMatchObject({ data: { promotionDetails: {} } });
  });

  it('SYSERR1 answers HTTP 500', async () => {
    expect((await promo('SYSERR1')).status).toBe(500);
  });

  it('UNAUTH1 answers HTTP 401', async () => {
    expect((await promo('UNAUTH1')).status).toBe(401);
  });

  it('a malformed body gets a 400 with a clear message', async () => {
    const res = await post('/soe/digital/plansservice/nse/validateFnfRedemptionCode', { promotionCode: 'FNF2026' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/^Request body is malformed: promotionSourceSystem: .*promotionType/);
  });

  it('a body that is not JSON gets a 400', async () => {
    const res = await post('/soe/digital/plansservice/nse/validateFnfRedemptionCode', '{"promotionCode":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: [{ id: 'BAD_REQUEST', message: 'Request body is not valid JSON.' }],
    });
  });
});

describe('portin-eligibility fixtures', () => {
  it('2015550123 is eligible (Y)', async () => {
    expect(await (await portIn('2015550123')).json()).toMatchObject({ data: { portEligibilityInd: 'Y' }, errors: [] });
  });

  it('2125550100 is not eligible (N)', async () => {
    expect(await (await portIn('2125550100')).json()).toMatchObject({ data: { portEligibilityInd: 'N' } });
  });

  it('3125550100 answers with an error code in errors', async () => {
    expect(await (await portIn('3125550100')).json()).toMatchObject({ errors: [{ errorCode: 'PE1002' }] });
  });

  it('4155550100 answers HTTP 500', async () => {
    expect((await portIn('4155550100')).status).toBe(500);
  });

  it('any other valid North American number is eligible, with or without a leading 1', async () => {
    expect(await (await portIn('6175550199', '/soe/digital/prospect')).json()).toMatchObject({
      data: { portEligibilityInd: 'Y' },
    });
    expect(await (await portIn('16175550199')).json()).toMatchObject({ data: { portEligibilityInd: 'Y' } });
  });

  it('a number off the North American pattern is not eligible', async () => {
    expect(await (await portIn('1015550123')).json()).toMatchObject({ data: { portEligibilityInd: 'N' } });
  });

  it('a dashed mdn is a malformed body', async () => {
    expect((await portIn('201-555-0123')).status).toBe(400);
  });
});

describe('jsNotifyAsDynamic', () => {
  it('stores each log record, readable back through the admin route, and clears them', async () => {
    await app.request('/__sandbox/logs', { method: 'DELETE' });
    const record = { messageType: 'ERROR', errorMessage: 'boom', pageName: 'applyFriendsAndFamilyPromotion' };
    expect((await post('/soe/digital/peripheralsservice/nse/jsNotifyAsDynamic', record)).status).toBe(200);
    expect(
      (
        await post(
          '/soe/digital/auth/peripheralsservice/jsNotifyAsDynamic',
          { ...record, errorMessage: 'two' },
          await sessionFor('/soe/digital/auth'),
        )
      ).status,
    ).toBe(200);
    const { records } = (await (await app.request('/__sandbox/logs')).json()) as {
      records: { path: string; record: unknown }[];
    };
    expect(records.map((r) => [r.path, r.record])).toEqual([
      ['/soe/digital/peripheralsservice/nse/jsNotifyAsDynamic', record],
      ['/soe/digital/auth/peripheralsservice/jsNotifyAsDynamic', { ...record, errorMessage: 'two' }],
    ]);
    await app.request('/__sandbox/logs', { method: 'DELETE' });
    expect(await (await app.request('/__sandbox/logs')).json()).toEqual({ records: [] });
  });

  it('rejects a record without a messageType', async () => {
    expect((await post('/soe/digital/peripheralsservice/jsNotifyAsDynamic', { errorMessage: 'x' })).status).toBe(400);
  });
});

describe('session logout', () => {
  it.each(SERVICE_BASES)('answers under %s and expires the session cookies', async (base) => {
    const res = await post(`${base}/fraudservice/session/logout`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('loggedIn=; Max-Age=0');
  });
});

describe('log records survive a restart', () => {
  it('keeps records in the data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
    const first = await openStore(dir);
    await first.addLogRecord('/x', { messageType: 'INFO' });
    await first.close();
    const second = await openStore(dir);
    expect((await second.listLogRecords()).map((r) => r.record)).toEqual([{ messageType: 'INFO' }]);
    await second.close();
    // Two embedded databases made in a data folder: a few seconds of work each on a quiet machine, many times that on
    // a busy one. The test waits on that work, not on time.
  }, 120_000);
});

describe('validPromo content', () => {
  it('has every label of spec 3.10 in English and in Spanish', async () => {
    const en = (await (await app.request('/content/vcg/services-v1/validPromo.model.json')).json()) as Record<
      string,
      Record<string, string>
    >;
    const es = (await (await app.request('/content/vcg/services-v1/validPromo.model.json?lang=es')).json()) as Record<
      string,
      Record<string, string>
    >;
    for (const model of [en, es]) {
      expect(Object.keys(model['promoPage'] ?? {}).sort()).toEqual([...PROMO_PAGE_LABEL_KEYS].sort());
      expect(Object.keys(model['numberPage'] ?? {}).sort()).toEqual([...NUMBER_PAGE_LABEL_KEYS].sort());
    }
    expect(es['promoPage']?.['buttonText']).toBe('Aplicar código');
    expect(en['promoPage']?.['buttonText']).toBe('Apply code');
  });

  it('answers in Spanish for the espanol host', async () => {
    const res = await app.request('http://espanol.localhost:4200/content/vcg/services-v1/validPromo.model.json');
    expect(((await res.json()) as { promoPage: { buttonText: string } }).promoPage.buttonText).toBe('Aplicar código');
  });
});

describe('unknown routes', () => {
  it('answers unknown routes with a JSON 404', async () => {
    expect((await app.request('/nothing/here')).status).toBe(404);
  });
});

describe('fault injection', () => {
  const addFault = (rule: unknown) =>
    app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });

  it('adds a status fault to a route pattern, lists it, and resets', async () => {
    await app.request('/__sandbox/faults', { method: 'DELETE' });
    const added = await addFault({ pattern: '*/portin-eligibility', status: 503 });
    expect(added.status).toBe(201);
    const res = await portIn('2015550123');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errors: [{ id: 'INJECTED_FAULT' }] });
    expect(((await (await app.request('/__sandbox/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(1);
    await app.request('/__sandbox/faults', { method: 'DELETE' });
    expect((await portIn('2015550123')).status).toBe(200);
  });

  it('applies a fault only as many times as asked, and only to its method', async () => {
    await addFault({ pattern: '/soe/digital/plansservice/*', method: 'POST', status: 500, times: 1 });
    expect((await promo('FNF2026')).status).toBe(500);
    expect((await promo('FNF2026')).status).toBe(200);
    await addFault({ pattern: '/soe/digital/plansservice/*', method: 'GET', status: 500 });
    expect((await promo('FNF2026')).status).toBe(200);
    await app.request('/__sandbox/faults', { method: 'DELETE' });
  });

  it('adds latency', async () => {
    await addFault({ pattern: '*/validateFnfRedemptionCode', latencyMs: 150, times: 1 });
    const started = performance.now();
    expect((await promo('FNF2026')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('after: the service does its work, and none of its answer arrives, only the fault’s', async () => {
    await app.request('/__sandbox/faults', { method: 'DELETE' });
    // The store's browser asks for compressed answers: the lost answer must not say it is compressed.
    const call = (path: string, body: unknown, encoding: Record<string, string> = {}) =>
      app.request(`/soe/digital/cartservice/cart/${path}`, {
        method: 'POST',
        headers: withCsrf({ 'Content-Type': 'application/json', ...encoding }),
        body: JSON.stringify(body),
      });
    const made = await call('add-device', { deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' });
    const cartId = ((await made.json()) as { data: { cartId: string } }).data.cartId;
    await addFault({ pattern: '*/cartservice/cart/save-cart', status: 504, after: true, times: 1 });
    const lost = await call(
      'save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] },
      { 'Accept-Encoding': 'gzip' },
    );
    expect(lost.status).toBe(504);
    expect(lost.headers.get('content-encoding')).toBeNull();
    expect(lost.headers.getSetCookie()).toEqual([]);
    expect(await lost.json()).toMatchObject({ errors: [{ id: 'INJECTED_FAULT' }] });
    expect((await store.getCart(cartId))?.lines[0]?.planId).toBe('PLAN-UNL-PLUS');
  });

  it('answers a malformed body', async () => {
    await addFault({ pattern: '*/validateFnfRedemptionCode', malformed: true, times: 1 });
    const res = await promo('FNF2026');
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('removes one rule by id', async () => {
    const { id } = (await (await addFault({ pattern: '/content/*', status: 404 })).json()) as { id: number };
    expect((await app.request('/content/vcg/services-v1/validPromo.model.json')).status).toBe(404);
    await app.request(`/__sandbox/faults/${id}`, { method: 'DELETE' });
    expect((await app.request('/content/vcg/services-v1/validPromo.model.json')).status).toBe(200);
  });

  it('applies a scoped fault only to requests of that browser session', async () => {
    await addFault({ pattern: '*/validateFnfRedemptionCode', status: 500, scope: 'test-a' });
    const body = JSON.stringify({
      promotionCode: 'FNF2026',
      promotionSourceSystem: 'WIRELESS',
      promotionType: 'FRIENDS_FAMILY',
    });
    const call = (headers: Record<string, string>) =>
      app.request('/soe/digital/plansservice/nse/validateFnfRedemptionCode', {
        method: 'POST',
        headers: withCsrf({ 'Content-Type': 'application/json', ...headers }),
        body,
      });
    expect((await call({ Cookie: 'a=1; sandboxScope=test-a' })).status).toBe(500);
    expect((await call({ 'x-sandbox-scope': 'test-a' })).status).toBe(500);
    expect((await call({ Cookie: 'sandboxScope=test-b' })).status).toBe(200);
    expect((await call({})).status).toBe(200);
    await app.request('/__sandbox/faults', { method: 'DELETE' });
  });

  it('never breaks its own admin routes', async () => {
    await addFault({ pattern: '*', status: 500 });
    expect((await app.request('/__sandbox/faults')).status).toBe(200);
    await app.request('/__sandbox/faults', { method: 'DELETE' });
    expect((await promo('FNF2026')).status).toBe(200);
  });

  it('rejects a malformed rule with a clear message', async () => {
    const res = await addFault({ pattern: '', status: 'often' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Request body is malformed: pattern: is required; status: expected number, got string',
    );
  });

  it('reads rules from SANDBOX_FAULTS, and explains a malformed value', async () => {
    const { faultsFromEnvironment } = await import('../faults.js');
    expect(faultsFromEnvironment('[{"pattern":"*/logout","status":500}]')).toEqual([
      { pattern: '*/logout', status: 500 },
    ]);
    expect(faultsFromEnvironment(undefined)).toEqual([]);
    expect(() => faultsFromEnvironment('{nope')).toThrow('SANDBOX_FAULTS is not valid JSON');
    expect(() => faultsFromEnvironment('[{"status":500}]')).toThrow('SANDBOX_FAULTS[0]: pattern: is required');
  });
});

describe('request limits', () => {
  it.each(['/soe/digital/peripheralsservice/jsNotifyAsDynamic', '/onedp/api/mva/session/continue'])(
    'answers 413 with a clear message for an oversized body to %s',
    async (path) => {
      const res = await post(path, { messageType: 'ERROR', errorMessage: 'x'.repeat(300 * 1024) });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        errors: [{ id: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 256 KB.' }],
      });
    },
  );
});

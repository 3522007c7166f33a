import {
  TradeInAppraiseResponse,
  TradeInCreditOptionsResponse,
  TradeInDevicesResponse,
  TradeInDocumentsResponse,
  TradeInDropOffResponse,
  TradeInResponse,
  TradeInValidateResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { TRADE_IN_IMEIS } from '../catalogue/trade-in.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => Date.parse('2026-11-24T15:00:00Z') });
});
afterAll(() => store.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app)(`tradeinservice/tradein/${path}`, body, headers);
const get = async (path: string) =>
  (await (await app.request(`/soe/digital/prospect/tradeinservice/tradein/${path}`)).json()) as Json;
const FINE = { powersOn: true, screenCracked: false, liquidDamage: false, findMyOff: true };

/** Begins a trade-in as a browser: its id, its cookie, and the answer. */
async function begin(body: unknown) {
  const { status, json, cookies } = await call('validateDevice', body);
  const cookie = cookies.map((c) => c.split(';')[0]).find((c) => c?.startsWith('tradeIn='));
  return { status, json, id: json.data?.tradeInId as string, cookie: { Cookie: cookie ?? '' } };
}

describe('the trade-in service', () => {
  it('lists the models it takes by make, each with its storage sizes', async () => {
    const json = await get('devices');
    expect(check(TradeInDevicesResponse, json).ok).toBe(true);
    const apple = json.data.makes.find((m: Json) => m.make === 'Apple');
    expect(apple.models.find((m: Json) => m.model === 'iPhone 13').storage).toEqual([128, 256, 512]);
    expect(json.data.makes.map((m: Json) => m.make)).toEqual([...json.data.makes.map((m: Json) => m.make)].sort());
  });

  it('validateDevice by IMEI recognises a known phone and begins a trade-in with its good value', async () => {
    const { status, json, id } = await begin({ imei: TRADE_IN_IMEIS.known });
    expect(status).toBe(200);
    expect(check(TradeInValidateResponse, json).ok).toBe(true);
    expect(json.data).toMatchObject({ make: 'Apple', model: 'iPhone 13', storageGb: 128, eligible: true });
    expect(id).toMatch(/^TI[A-Z0-9]{10}$/);
    expect(json.data.goodValue).toBeGreaterThan(0);
  });

  it('a blacklisted phone, a phone still financed, an IMEI it does not know and a mistyped one are refused, each by name', async () => {
    const cases = [
      [TRADE_IN_IMEIS.blacklisted, 422, 'DEVICE_BLACKLISTED'],
      [TRADE_IN_IMEIS.financed, 422, 'DEVICE_FINANCED'],
      ['353983104567896', 404, 'IMEI_NOT_RECOGNISED'],
      ['352099001761480', 400, 'IMEI_INVALID'],
    ] as const;
    for (const [imei, status, id] of cases) {
      const answer = await begin({ imei });
      expect([answer.status, answer.json.errors[0].id], imei).toEqual([status, id]);
    }
  });

  it('by make, model and storage a trade-in begins too; a model it does not take is refused', async () => {
    expect((await begin({ make: 'samsung', model: 'galaxy s23', storageGb: 256 })).json.data.model).toBe('Galaxy S23');
    const refused = await begin({ make: 'Acme', model: 'Brick', storageGb: 64 });
    expect([refused.status, refused.json.errors[0].id]).toEqual([422, 'DEVICE_NOT_ACCEPTED']);
  });

  it('the product page’s estimate (a model in a condition) begins nothing', async () => {
    const { json, cookie } = await begin({ make: 'Apple', model: 'iPhone 13', storageGb: 128, condition: 'fair' });
    expect(json.data.eligible).toBe(true);
    expect(json.data.tradeInId).toBeUndefined();
    expect(cookie.Cookie).toBe('');
  });

  it('the appraisal follows the condition answers; Find My on and liquid damage are refused with what to do', async () => {
    const { id, cookie, json } = await begin({ imei: TRADE_IN_IMEIS.known });
    const good = json.data.goodValue as number;
    const cracked = await call('appraise', { tradeInId: id, answers: { ...FINE, screenCracked: true } }, cookie);
    expect(check(TradeInAppraiseResponse, cracked.json).ok).toBe(true);
    expect(cracked.json.data).toEqual({ grade: 'fair', value: Math.round(good * 0.6) });
    const findMy = await call('appraise', { tradeInId: id, answers: { ...FINE, findMyOff: false } }, cookie);
    expect([findMy.status, findMy.json.errors[0].id]).toEqual([422, 'FIND_MY_ON']);
    const wet = await call('appraise', { tradeInId: id, answers: { ...FINE, liquidDamage: true } }, cookie);
    expect([wet.status, wet.json.errors[0].id]).toEqual([422, 'NO_VALUE']);
  });

  it('only the browser that began a trade-in acts on it', async () => {
    const { id } = await begin({ imei: TRADE_IN_IMEIS.known });
    const other = await call('appraise', { tradeInId: id, answers: FINE });
    expect([other.status, other.json.errors[0].id]).toEqual([404, 'TRADE_IN_NOT_FOUND']);
  });

  it('credit options: instant and a prepaid card always; a promotion over 36 months with a qualifying phone', async () => {
    const { id, cookie } = await begin({ imei: TRADE_IN_IMEIS.known });
    const { json: appraised } = await call('appraise', { tradeInId: id, answers: FINE }, cookie);
    const plain = await call('creditOptions', { tradeInId: id }, cookie);
    expect(check(TradeInCreditOptionsResponse, plain.json).ok).toBe(true);
    expect(plain.json.data.options).toEqual([
      { kind: 'instant', total: appraised.data.value },
      { kind: 'prepaidCard', total: appraised.data.value },
    ]);
    const promo = await call('creditOptions', { tradeInId: id, deviceId: 'apple-iphone-17-pro-max' }, cookie);
    expect(promo.json.data.options.find((o: Json) => o.kind === 'promo')).toEqual({
      kind: 'promo',
      total: 830,
      monthly: 23.06,
      months: 36,
    });
  });

  it('stores that take trade-ins near a ZIP code, nearest first; the documents and terms in the site’s language', async () => {
    const { json } = await call('dropOffStores', { zip: '10016' });
    expect(check(TradeInDropOffResponse, json).ok).toBe(true);
    expect(json.data.stores[0].storeId).toBe('ST-NYC-5AV');
    const distances = json.data.stores.map((s: Json) => s.distanceMiles);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    const docs = await get('documents');
    expect(check(TradeInDocumentsResponse, docs).ok).toBe(true);
    const es = (await (
      await app.request('/soe/digital/prospect/tradeinservice/tradein/documents?lang=espanol')
    ).json()) as Json;
    expect(es.data.terms.title).toBe('Términos de la entrega de equipo');
  });

  it('completion needs an Idempotency-Key and the current terms; the same key answers the same trade-in', async () => {
    const { id, cookie } = await begin({ imei: TRADE_IN_IMEIS.known });
    await call('appraise', { tradeInId: id, answers: FINE }, cookie);
    const { json: docs } = { json: await get('documents') };
    const body = {
      tradeInId: id,
      credit: 'instant',
      returnMethod: { kind: 'ship', email: 'tom.trade@example.com' },
      documentsReviewed: true,
      termsVersion: docs.data.terms.version,
    };
    expect((await call('complete', body, cookie)).json.errors[0].id).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // "A standalone trade-in asks where to send the label": no email, no label.
    const noEmail = await call(
      'complete',
      { ...body, returnMethod: { kind: 'ship' } },
      { ...cookie, 'Idempotency-Key': `noemail-${id}` },
    );
    expect([noEmail.status, noEmail.json.errors[0].id]).toEqual([422, 'LABEL_EMAIL_REQUIRED']);
    expect(
      (await call('complete', { ...body, termsVersion: '2019-01' }, { ...cookie, 'Idempotency-Key': `key-${id}` })).json
        .errors[0].id,
    ).toBe('TERMS_CHANGED');
    const done = await call('complete', body, { ...cookie, 'Idempotency-Key': `key-${id}` });
    expect(done.status).toBe(201);
    expect(check(TradeInResponse, done.json).ok).toBe(true);
    expect(done.json.data).toMatchObject({ make: 'Apple', model: 'iPhone 13', grade: 'good', dropOff: null });
    expect(done.json.data.tradeInNumber).toMatch(/^TR\d{8}$/);
    expect(done.json.data.shippingLabel).toMatchObject({
      carrier: 'UPS',
      sendBy: '2026-12-24',
      emailedTo: 'tom.trade@example.com',
    });
    const again = await call('complete', body, { ...cookie, 'Idempotency-Key': `key-${id}` });
    expect([again.status, again.json.data.tradeInNumber]).toEqual([200, done.json.data.tradeInNumber]);
    const other = await call('complete', body, { ...cookie, 'Idempotency-Key': `other-${id}` });
    expect(other.json.errors[0].id).toBe('TRADE_IN_COMPLETED');
    const read = await call('read', { tradeInNumber: done.json.data.tradeInNumber }, cookie);
    expect(read.json.data).toEqual(done.json.data);
    expect((await call('read', { tradeInNumber: done.json.data.tradeInNumber })).status).toBe(404);
  });

  it('a drop-off completes with the store; a promotion credit needs its qualifying phone', async () => {
    const { id, cookie } = await begin({ imei: TRADE_IN_IMEIS.known });
    await call('appraise', { tradeInId: id, answers: FINE }, cookie);
    const base = { tradeInId: id, documentsReviewed: true, termsVersion: (await get('documents')).data.terms.version };
    const promo = await call(
      'complete',
      { ...base, credit: 'promo', returnMethod: { kind: 'ship', email: 'tom.trade@example.com' } },
      { ...cookie, 'Idempotency-Key': `promo-${id}` },
    );
    expect(promo.json.errors[0].id).toBe('CREDIT_NOT_OFFERED');
    const dropped = await call(
      'complete',
      {
        ...base,
        credit: 'promo',
        deviceId: 'apple-iphone-17-pro-max',
        returnMethod: { kind: 'dropOff', storeId: 'ST-NYC-HSQ' },
      },
      { ...cookie, 'Idempotency-Key': `drop-${id}` },
    );
    expect(dropped.json.data).toMatchObject({
      credit: { kind: 'promo', total: 830, monthly: 23.06 },
      shippingLabel: null,
      dropOff: { storeId: 'ST-NYC-HSQ', name: 'Herald Square, New York, NY' },
    });
  });

  it('the sandbox keeps no IMEI of a trade-in', async () => {
    const { id } = await begin({ imei: TRADE_IN_IMEIS.known });
    expect(JSON.stringify(await store.getTradeIn(id))).not.toContain(TRADE_IN_IMEIS.known);
  });
});

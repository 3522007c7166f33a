import {
  TestDriveApplyResponse,
  TestDriveCoverageResponse,
  TestDriveDeviceResponse,
  TestDriveEsimResponse,
  TestDrivePlansResponse,
  TestDriveResponse,
  check,
} from '@carrier/service-contracts';
import { DAY_MS, TRIAL_DAYS } from '@carrier/trial-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { IMEI_FIXTURES } from '../catalogue/byod.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
let clock = Date.parse('2026-11-24T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => clock });
});
afterAll(() => store.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app)(`trialservice/testdrive/${path}`, body, headers);
const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).find((c) => c?.startsWith('testDrive='))!;

let emails = 0;
/** Applies for a test drive as a new visitor: the id, and the cookie that proves this browser applied. */
async function apply(zip = '10001') {
  emails += 1;
  const { status, json, cookies } = await call('apply', {
    zip,
    firstName: 'Tess',
    lastName: 'Driver',
    email: `tess.${emails}@example.com`,
  });
  expect(status).toBe(201);
  expect(check(TestDriveApplyResponse, json).ok).toBe(true);
  return { id: json.data.applicationId as string, cookie: { Cookie: cookieOf(cookies) } };
}

/** A test drive applied for, with its phone and plan, started: its id and cookie. */
async function started(imei: string = IMEI_FIXTURES.compatible) {
  const { id, cookie } = await apply();
  expect((await call('device', { applicationId: id, imei }, cookie)).status).toBe(200);
  expect((await call('plan', { applicationId: id, planId: 'PLAN-UNL-PLUS' }, cookie)).status).toBe(200);
  const start = await call(
    'start',
    { applicationId: id, termsAccepted: true },
    { ...cookie, 'Idempotency-Key': `key-${id}` },
  );
  expect(start.status).toBe(201);
  return { id, cookie, json: start.json as Json };
}

describe('the network test drive service', () => {
  it('the network at a ZIP code: covered with its place and network, or not covered (the README’s fixtures)', async () => {
    const covered = await call('coverage', { zip: '10001' });
    expect(check(TestDriveCoverageResponse, covered.json).ok).toBe(true);
    expect(covered.json.data).toEqual({ zip: '10001', covered: true, place: 'New York, NY', network: '5G_UWB' });
    for (const zip of ['99950', '96799'])
      expect((await call('coverage', { zip })).json.data).toMatchObject({ covered: false, place: null });
    expect((await call('coverage', { zip: '1000' })).status).toBe(400);
  });

  it('an application outside the network, or with an email that used a test drive, is refused', async () => {
    const base = { firstName: 'Tess', lastName: 'Driver', email: 'new.visitor@example.com' };
    const far = await call('apply', { ...base, zip: '99950' });
    expect([far.status, far.json.errors[0].id]).toEqual([422, 'ZIP_NOT_COVERED']);
    const used = await call('apply', { ...base, zip: '10001', email: 'Used.Trial@example.com' });
    expect([used.status, used.json.errors[0].id]).toEqual([409, 'TRIAL_ALREADY_USED']);
    expect((await call('apply', { ...base, zip: '10001', email: 'not an email' })).status).toBe(400);
  });

  it('the phone must work here, be unlocked and take an eSIM; each refusal names why', async () => {
    const { id, cookie } = await apply();
    const cases = [
      [IMEI_FIXTURES.incompatible, 'DEVICE_NOT_COMPATIBLE'],
      [IMEI_FIXTURES.locked, 'DEVICE_LOCKED'],
      [IMEI_FIXTURES.simCardOnly, 'ESIM_NOT_SUPPORTED'],
      ['356938035643800', 'IMEI_INVALID'],
    ] as const;
    for (const [imei, error] of cases) {
      const { json } = await call('device', { applicationId: id, imei }, cookie);
      expect(json.errors[0].id, imei).toBe(error);
    }
    const ok = await call('device', { applicationId: id, imei: IMEI_FIXTURES.compatible }, cookie);
    expect(check(TestDriveDeviceResponse, ok.json).ok).toBe(true);
    expect(ok.json.data.device).toBe('Samsung Galaxy S21');
  });

  it('only the browser that applied acts on a test drive', async () => {
    const { id } = await apply();
    const other = await call('device', { applicationId: id, imei: IMEI_FIXTURES.compatible });
    expect([other.status, other.json.errors[0].id]).toEqual([404, 'TEST_DRIVE_NOT_FOUND']);
    const forged = await call('status', { applicationId: id }, { Cookie: 'testDrive=TDAAAAAAAAAA' });
    expect(forged.status).toBe(404);
  });

  it('the plans to try, with one line’s price after the test drive, in the site’s language', async () => {
    const res = await app.request('/soe/digital/prospect/trialservice/testdrive/plans');
    const json = (await res.json()) as Json;
    expect(check(TestDrivePlansResponse, json).ok).toBe(true);
    expect(json.data.plans.map((p: Json) => p.id)).toEqual(['PLAN-UNL-PLUS', 'PLAN-UNL-ULTIMATE']);
    const es = await app.request('/soe/digital/prospect/trialservice/testdrive/plans?lang=espanol');
    expect(((await es.json()) as Json).data.plans[0].features[0]).toBe('Datos 5G premium ilimitados');
  });

  it('the start needs an Idempotency-Key; the same key answers the same test drive, with its own number', async () => {
    const { id, cookie, json } = await started();
    expect(check(TestDriveResponse, json).ok).toBe(true);
    expect(json.data).toMatchObject({ status: 'READY', device: 'Samsung Galaxy S21', planName: 'Unlimited Plus' });
    expect(json.data.mdn).toMatch(/^\d{10}$/);
    const again = await call(
      'start',
      { applicationId: id, termsAccepted: true },
      { ...cookie, 'Idempotency-Key': `key-${id}` },
    );
    expect(again.status).toBe(200);
    expect(again.json.data.mdn).toBe(json.data.mdn);
    const keyless = await call('start', { applicationId: id, termsAccepted: true }, cookie);
    expect(keyless.json.errors[0].id).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('activation starts the 30 days; the status follows the clock; a test drive whose days ran out has ended', async () => {
    const { id, cookie } = await started();
    const esim = await call('esim', { applicationId: id }, cookie);
    expect(check(TestDriveEsimResponse, esim.json).ok).toBe(true);
    const active = await call('activate', { applicationId: id }, cookie);
    expect(active.json.data).toMatchObject({ status: 'ACTIVE', startedAt: clock, endsAt: clock + TRIAL_DAYS * DAY_MS });
    const before = clock;
    clock += 31 * DAY_MS;
    const later = await call('status', { applicationId: id }, cookie);
    expect(later.json.data).toMatchObject({ status: 'ENDED', ended: 'expired', endsAt: before + TRIAL_DAYS * DAY_MS });
    clock = before;
    // The browser that started it finds it again by its cookie alone; another browser does not.
    expect((await call('mine', {}, cookie)).json.data.applicationId).toBe(id);
    expect((await call('mine', {})).status).toBe(404);
  });

  it('a test drive ended early is over at once; an email that started one cannot start another', async () => {
    const { id, cookie } = await started();
    await call('activate', { applicationId: id }, cookie);
    const ended = await call('end', { applicationId: id }, cookie);
    expect(ended.json.data).toMatchObject({ status: 'ENDED', ended: 'early', endsAt: clock });
    const again = await call('apply', {
      zip: '10001',
      firstName: 'Tess',
      lastName: 'Driver',
      email: `TESS.${emails}@example.com`,
    });
    expect(again.json.errors[0].id).toBe('TRIAL_ALREADY_USED');
  });

  it('a phone whose eSIM fails to activate (the README’s fixture) is told so; nothing is started', async () => {
    const { id, cookie } = await started(IMEI_FIXTURES.activationFails);
    const failed = await call('activate', { applicationId: id }, cookie);
    expect([failed.status, failed.json.errors[0].id]).toEqual([422, 'ACTIVATION_FAILED']);
    expect((await call('status', { applicationId: id }, cookie)).json.data.status).toBe('READY');
  });

  it('the sandbox keeps no email and no IMEI of a test drive, only the email’s hash', async () => {
    const { id } = await started();
    const kept = JSON.stringify(await store.getTestDrive(id));
    expect(kept).not.toMatch(/@example\.com|356938035643809/);
    expect(kept).toMatch(/"emailHash":"[0-9a-f]{64}"/);
  });
});

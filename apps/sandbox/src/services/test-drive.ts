import { createHash, randomInt } from 'node:crypto';
import {
  TestDriveApplyRequest,
  TestDriveCoverageRequest,
  TestDriveDeviceRequest,
  TestDrivePlanRequest,
  TestDriveRequest,
  TestDriveStartRequest,
  type TestDrive,
  type TestDriveCoverage,
  type TestDrivePlan,
} from '@carrier/service-contracts';
import { TRIAL_DAYS, trialEnds } from '@carrier/trial-rules';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ByodCheckError, IMEI_FIXTURES, checkDevice } from '../catalogue/byod.js';
import { PLANS, planTotal } from '../catalogue/catalogue.js';
import { storeCookie } from '../cookies.js';
import { newRecordId } from '../ids.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { requestLanguage, type Language } from '../language.js';
import type { SandboxStore, StoredTestDrive } from '../store.js';
import { SMDP_ADDRESS } from './byod.js';

/** The cookie that proves a browser is the one that applied for a test drive. */
export const TEST_DRIVE_COOKIE = 'testDrive';

/** ZIP codes the network does not reach (the README's fixtures): a remote island town and a territory. */
export const UNCOVERED_ZIPS: readonly string[] = ['99950', '96799'];

/** The best network and the place, by the first three digits of a ZIP code, where the sandbox knows them. */
const AREAS: Readonly<Record<string, readonly [place: string, network: '5G_UWB' | '5G' | 'LTE']>> = {
  '100': ['New York, NY', '5G_UWB'],
  '101': ['New York, NY', '5G_UWB'],
  '112': ['Brooklyn, NY', '5G_UWB'],
  '070': ['Newark, NJ', '5G_UWB'],
  '073': ['Jersey City, NJ', '5G_UWB'],
  '191': ['Philadelphia, PA', '5G_UWB'],
  '021': ['Boston, MA', '5G_UWB'],
  '200': ['Washington, DC', '5G_UWB'],
  '303': ['Atlanta, GA', '5G_UWB'],
  '331': ['Miami, FL', '5G_UWB'],
  '606': ['Chicago, IL', '5G_UWB'],
  '752': ['Dallas, TX', '5G_UWB'],
  '770': ['Houston, TX', '5G_UWB'],
  '802': ['Denver, CO', '5G'],
  '850': ['Phoenix, AZ', '5G_UWB'],
  '900': ['Los Angeles, CA', '5G_UWB'],
  '941': ['San Francisco, CA', '5G_UWB'],
  '981': ['Seattle, WA', '5G_UWB'],
  '590': ['Billings, MT', 'LTE'],
  '820': ['Cheyenne, WY', 'LTE'],
};

/** The network at a ZIP code. */
export function coverageAt(zip: string): TestDriveCoverage {
  if (UNCOVERED_ZIPS.includes(zip)) return { zip, covered: false, place: null, network: null };
  const area = AREAS[zip.slice(0, 3)];
  return { zip, covered: true, place: area?.[0] ?? null, network: area?.[1] ?? '5G' };
}

/** The plans a test drive may try, worded in the site's language. */
const TRIAL_PLANS = {
  'PLAN-UNL-PLUS': {
    en: {
      summary: 'Premium 5G data, 30 GB of hotspot',
      features: ['Unlimited premium 5G data', '30 GB of mobile hotspot', 'Calls and texts to Mexico and Canada'],
    },
    es: {
      summary: 'Datos 5G premium, 30 GB de hotspot',
      features: [
        'Datos 5G premium ilimitados',
        '30 GB de hotspot móvil',
        'Llamadas y mensajes de texto a México y Canadá',
      ],
    },
  },
  'PLAN-UNL-ULTIMATE': {
    en: {
      summary: 'Our best network, 60 GB of hotspot, travel days',
      features: [
        'Unlimited premium 5G data',
        '60 GB of mobile hotspot',
        'International travel days',
        'Satellite texting',
      ],
    },
    es: {
      summary: 'Nuestra mejor red, 60 GB de hotspot, días de viaje',
      features: [
        'Datos 5G premium ilimitados',
        '60 GB de hotspot móvil',
        'Días de viaje internacional',
        'Mensajes de texto por satélite',
      ],
    },
  },
} as const;

/** The plans a test drive may try, with what one line costs after it. */
export function trialPlans(language: Language): TestDrivePlan[] {
  return Object.entries(TRIAL_PLANS).map(([id, words]) => {
    const plan = PLANS.find((p) => p.id === id)!;
    const { summary, features } = words[language];
    return { id, name: plan.name, monthly: planTotal(plan, 1, true), summary, features: [...features] };
  });
}

/** An email's hash: the sandbox never keeps the address, only whether it started a test drive. */
const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A new test drive id: `TD` and ten letters or digits. */
const newId = (): string => newRecordId('TD', 10);

/** The answer of a test drive: where it stands at `now` (a running one whose days ran out has ended). */
function answerOf(drive: StoredTestDrive, now: number): TestDrive {
  const expired = drive.status === 'ACTIVE' && drive.endsAt !== undefined && now >= drive.endsAt;
  const plan = PLANS.find((p) => p.id === drive.planId);
  return {
    applicationId: drive.applicationId,
    status: expired ? 'ENDED' : drive.status === 'APPLIED' ? 'READY' : drive.status,
    zip: drive.zip,
    firstName: drive.firstName,
    device: drive.device ?? '',
    planId: drive.planId ?? '',
    planName: plan?.name ?? '',
    mdn: drive.mdn ?? '',
    startedAt: drive.startedAt ?? null,
    endsAt: drive.endsAt ?? null,
    ended: expired ? 'expired' : (drive.ended ?? null),
  };
}

/**
 * The network test drive service: the network at a ZIP code, an application (one test drive per email), the phone
 * (by IMEI: it must work here, be unlocked and take an eSIM), the plan, the start (with an Idempotency-Key; the
 * same key answers the same test drive), the eSIM's QR code, its activation (the days start), where it stands, and
 * ending it early. Only the browser that applied may act on a test drive (its `testDrive` cookie).
 */
export function testDriveServices(store: SandboxStore, now: () => number): Hono {
  const app = new Hono();
  const api = '/trialservice/testdrive';

  /** The test drive a request names, when this browser applied for it. */
  async function mine(c: Context, applicationId: string) {
    if (getCookie(c, TEST_DRIVE_COOKIE) !== applicationId) return undefined;
    return store.getTestDrive(applicationId);
  }
  const notFound = (c: Context) =>
    serviceError(c, 404, 'TEST_DRIVE_NOT_FOUND', 'We could not find your test drive in this browser.');

  app.post(`${api}/coverage`, async (c) => {
    const body = await readBody(c, TestDriveCoverageRequest);
    if (!body.ok) return body.response as Response;
    return c.json({ serviceHeader: OK_HEADER, data: coverageAt(body.value.zip) });
  });

  app.get(`${api}/plans`, (c) => c.json({ serviceHeader: OK_HEADER, data: { plans: trialPlans(requestLanguage(c)) } }));

  app.post(`${api}/apply`, async (c) => {
    const body = await readBody(c, TestDriveApplyRequest);
    if (!body.ok) return body.response as Response;
    const { zip, firstName, lastName, email } = body.value;
    if (!coverageAt(zip).covered)
      return serviceError(c, 422, 'ZIP_NOT_COVERED', 'Our network does not reach this ZIP code yet.');
    const hash = emailHash(email);
    if (email.trim().toLowerCase() === 'used.trial@example.com' || (await store.testDriveUsed(hash)))
      return serviceError(c, 409, 'TRIAL_ALREADY_USED', 'A test drive was already used with this email address.');
    if (firstName.trim() === '' || lastName.trim() === '')
      return serviceError(c, 400, 'NAME_REQUIRED', 'Give your first and last name.');
    const drive: StoredTestDrive = {
      applicationId: newId(),
      emailHash: hash,
      zip,
      firstName: firstName.trim(),
      status: 'APPLIED',
    };
    await store.saveTestDrive(drive);
    storeCookie(c, TEST_DRIVE_COOKIE, drive.applicationId, {
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: (TRIAL_DAYS + 30) * 24 * 60 * 60,
    });
    return c.json({ serviceHeader: OK_HEADER, data: { applicationId: drive.applicationId } }, 201);
  });

  app.post(`${api}/device`, async (c) => {
    const body = await readBody(c, TestDriveDeviceRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status !== 'APPLIED') return notFound(c);
    const { imei } = body.value;
    try {
      const { device, verdict } = checkDevice({ imei });
      const name = `${device.make} ${device.model}`;
      if (verdict === 'INCOMPATIBLE')
        return serviceError(c, 422, 'DEVICE_NOT_COMPATIBLE', `The ${name} cannot work on our network.`);
      if (verdict === 'LOCKED')
        return serviceError(c, 422, 'DEVICE_LOCKED', `This ${name} is locked to another carrier.`);
      if (!device.sims.includes('ESIM'))
        return serviceError(c, 422, 'ESIM_NOT_SUPPORTED', `The ${name} does not take an eSIM.`);
      await store.saveTestDrive({ ...drive, device: name, activationFails: imei === IMEI_FIXTURES.activationFails });
      return c.json({ serviceHeader: OK_HEADER, data: { device: name, eid: `8904903200${imei}${'0'.repeat(7)}` } });
    } catch (error) {
      if (!(error instanceof ByodCheckError)) throw error;
      return serviceError(c, error.id === 'IMEI_INVALID' ? 400 : 404, error.id, error.message);
    }
  });

  app.post(`${api}/plan`, async (c) => {
    const body = await readBody(c, TestDrivePlanRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status !== 'APPLIED' || !drive.device) return notFound(c);
    if (!(body.value.planId in TRIAL_PLANS))
      return serviceError(c, 422, 'PLAN_NOT_IN_TRIAL', 'This plan cannot be tried in a test drive.');
    await store.saveTestDrive({ ...drive, planId: body.value.planId });
    return c.json({ serviceHeader: OK_HEADER, data: { planId: body.value.planId } });
  });

  app.post(`${api}/start`, async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key || !/^[A-Za-z0-9-]{8,64}$/.test(key))
      return serviceError(
        c,
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
        'A test drive is started with an Idempotency-Key header.',
      );
    const body = await readBody(c, TestDriveStartRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive) return notFound(c);
    // The same key answers the same test drive: a retry, a double click or a reload starts nothing new.
    if (drive.startKey === key) return c.json({ serviceHeader: OK_HEADER, data: answerOf(drive, now()) });
    if (drive.status !== 'APPLIED')
      return serviceError(c, 409, 'TEST_DRIVE_STARTED', 'This test drive has started already.');
    if (!drive.device || !drive.planId)
      return serviceError(c, 422, 'TEST_DRIVE_INCOMPLETE', 'Choose your phone and your plan first.');
    if (await store.testDriveUsed(drive.emailHash))
      return serviceError(c, 409, 'TRIAL_ALREADY_USED', 'A test drive was already used with this email address.');
    const started: StoredTestDrive = {
      ...drive,
      status: 'READY',
      startKey: key,
      mdn: `${drive.zip.startsWith('1') ? '646' : '312'}555${String(randomInt(10000)).padStart(4, '0')}`,
    };
    await store.saveTestDrive(started);
    return c.json({ serviceHeader: OK_HEADER, data: answerOf(started, now()) }, 201);
  });

  app.post(`${api}/esim`, async (c) => {
    const body = await readBody(c, TestDriveRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status === 'APPLIED') return notFound(c);
    const code = createHash('sha256').update(`testdrive:${drive.applicationId}`).digest('hex').slice(0, 20);
    const matchingId = code.toUpperCase().replace(/(.{5})(?=.)/g, '$1-');
    return c.json({ serviceHeader: OK_HEADER, data: { smdpAddress: SMDP_ADDRESS, matchingId } });
  });

  app.post(`${api}/activate`, async (c) => {
    const body = await readBody(c, TestDriveRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status === 'APPLIED') return notFound(c);
    if (drive.status !== 'READY') return c.json({ serviceHeader: OK_HEADER, data: answerOf(drive, now()) });
    if (drive.activationFails)
      return serviceError(
        c,
        422,
        'ACTIVATION_FAILED',
        'Your phone could not download the eSIM. Nothing was charged, and your own line works as before.',
      );
    const startedAt = now();
    const active: StoredTestDrive = { ...drive, status: 'ACTIVE', startedAt, endsAt: trialEnds(startedAt) };
    await store.saveTestDrive(active);
    return c.json({ serviceHeader: OK_HEADER, data: answerOf(active, now()) });
  });

  app.post(`${api}/status`, async (c) => {
    const body = await readBody(c, TestDriveRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status === 'APPLIED') return notFound(c);
    return c.json({ serviceHeader: OK_HEADER, data: answerOf(drive, now()) });
  });

  // This browser's test drive, by its cookie alone: a customer back days later, with nothing kept in the tab.
  app.post(`${api}/mine`, async (c) => {
    const id = getCookie(c, TEST_DRIVE_COOKIE);
    const drive = id ? await store.getTestDrive(id) : undefined;
    if (!drive || drive.status === 'APPLIED') return notFound(c);
    return c.json({ serviceHeader: OK_HEADER, data: answerOf(drive, now()) });
  });

  app.post(`${api}/end`, async (c) => {
    const body = await readBody(c, TestDriveRequest);
    if (!body.ok) return body.response as Response;
    const drive = await mine(c, body.value.applicationId);
    if (!drive || drive.status === 'APPLIED') return notFound(c);
    const at = now();
    if (answerOf(drive, at).status === 'ENDED') return c.json({ serviceHeader: OK_HEADER, data: answerOf(drive, at) });
    const ended: StoredTestDrive = { ...drive, status: 'ENDED', ended: 'early', endsAt: at };
    await store.saveTestDrive(ended);
    return c.json({ serviceHeader: OK_HEADER, data: answerOf(ended, at) });
  });

  return app;
}

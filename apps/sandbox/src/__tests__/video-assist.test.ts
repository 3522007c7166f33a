import { VideoSessionResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller } from './csrf.js';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
let now = Date.parse('2026-11-26T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => now });
});
afterAll(() => store.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app)(`videoassistservice/sessions/${path}`, body, headers);
const cookiesOf = (cookies: readonly string[]) => cookies.map((c) => c.split(';')[0]).join('; ');
const scenario = (name: string) => ({ Cookie: `sandboxScenario=${name}` });

describe('video assistance: "video assist joins a real session with the sandbox\'s video-assist service"', () => {
  it('a place in the line (once per Idempotency-Key), two ahead then next, a Specialist of the store joining after the delay, and the end', async () => {
    expect((await call('join', { kind: 'store', locationCode: 'ST-CHI-MIC' })).status).toBe(400);
    const joined = await call(
      'join',
      { kind: 'store', locationCode: 'ST-CHI-MIC' },
      { 'Idempotency-Key': 'video-key-0001' },
    );
    expect(check(VideoSessionResponse, joined.json).ok).toBe(true);
    expect(joined.json.data).toMatchObject({ state: 'queued', position: 2 });
    const browser = { Cookie: cookiesOf(joined.cookies) };
    const sessionId = joined.json.data.sessionId as string;
    const again = await call(
      'join',
      { kind: 'store', locationCode: 'ST-CHI-MIC' },
      { ...browser, 'Idempotency-Key': 'video-key-0001' },
    );
    expect(again.json.data.sessionId).toBe(sessionId);

    now += 3_500;
    expect((await call('read', { sessionId }, browser)).json.data).toMatchObject({ state: 'queued', position: 1 });
    now += 3_000;
    const connected = (await call('read', { sessionId }, browser)).json.data;
    expect(connected).toMatchObject({ state: 'connected', specialist: { location: 'Michigan Avenue, Chicago, IL' } });
    // Another browser cannot read or end it.
    expect((await call('read', { sessionId })).status).toBe(404);
    const left = await call('leave', { sessionId }, browser);
    expect(left.json.data).toMatchObject({ state: 'ended', reason: 'CUSTOMER_LEFT' });
  });

  it('a scenario plays a Specialist who ends the session, a refusal to join, and a line no Specialist comes to', async () => {
    const quick = await call(
      'join',
      { kind: 'videochat' },
      { ...scenario('video-assist-quick'), 'Idempotency-Key': 'video-key-0002' },
    );
    const browser = { Cookie: `${cookiesOf(quick.cookies)}; sandboxScenario=video-assist-quick` };
    const sessionId = quick.json.data.sessionId as string;
    now += 2_000;
    expect((await call('read', { sessionId }, browser)).json.data).toMatchObject({
      state: 'connected',
      specialist: { location: 'Video support team' },
    });
    now += 4_000;
    expect((await call('read', { sessionId }, browser)).json.data).toMatchObject({
      state: 'ended',
      reason: 'SPECIALIST_ENDED',
    });

    const refused = await call(
      'join',
      { kind: 'videochat' },
      { ...scenario('video-assist-failure'), 'Idempotency-Key': 'video-key-0003' },
    );
    expect(refused.status).toBe(503);
    expect(refused.json.errors[0].id).toBe('VIDEO_SERVICE_UNAVAILABLE');

    const alone = await call(
      'join',
      { kind: 'videochat' },
      { ...scenario('video-assist-no-specialist'), 'Idempotency-Key': 'video-key-0004' },
    );
    now += 2_000;
    const read = await call(
      'read',
      { sessionId: alone.json.data.sessionId },
      { Cookie: `${cookiesOf(alone.cookies)}; sandboxScenario=video-assist-no-specialist` },
    );
    expect(read.json.data).toMatchObject({ state: 'failed', reason: 'NO_SPECIALIST' });
  });

  it('a location that is not a store, or a session id that is not one, is refused', async () => {
    const key = { 'Idempotency-Key': 'video-key-0005' };
    expect((await call('join', { kind: 'store', locationCode: 'ST-XXX-000' }, key)).json.errors[0].id).toBe(
      'STORE_NOT_FOUND',
    );
    expect((await call('join', { kind: 'store', locationCode: '<script>' }, key)).status).toBe(400);
    expect((await call('read', { sessionId: 'nope' })).status).toBe(400);
  });
});

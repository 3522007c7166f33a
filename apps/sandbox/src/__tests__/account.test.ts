import {
  CasesResponse,
  ErrorLookupResponse,
  LandingResponse,
  PdmAutoSuggestionResponse,
  ProcessStepResponse,
  ReadDlResponse,
  ThrottleListResponse,
  VideoAssistCheckResponse,
  VideoChatResponse,
  check,
  type Contract,
  NpanxxResponse,
} from '@carrier/service-contracts';
import { decideChatFlow } from '@carrier/live-chat-engine';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { DEFAULT_THROTTLE_LIST, SCENARIOS, pickScenario } from '../scenarios.js';
import type { SandboxStore } from '../store.js';
import { signIn, withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
const clock = Date.parse('2026-11-21T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => clock });
});
afterAll(() => store.close());

async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await app.request(path, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...headers }),
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}
const scenario = (name: string) => ({ Cookie: `sandboxScenario=${name}` });
function valid<T>(contract: Contract<T>, value: unknown): T {
  const result = check(contract, value);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('the other calls of spec 7.3', () => {
  it('answers the throttle list, nse and logged-in variants, as a pipe-separated list', async () => {
    for (const path of [
      '/soe/digital/cartservice/cart/nse/getNSAThrottleList',
      '/soe/digital/cartservice/cart/getNSAThrottleList',
    ]) {
      expect(valid(ThrottleListResponse, (await post(path)).json).data.throttleList).toBe(
        DEFAULT_THROTTLE_LIST.join('|'),
      );
    }
  });

  it('answers readDL for each visitor with the page and what it knows of the customer', async () => {
    for (const path of ['/soe/digital/omnidlservice/nse/readDL', '/soe/digital/prepaid/prepayservice/nse/readDL']) {
      const prospect = valid(ReadDlResponse, (await post(path, { page: { name: 'smartphones', flow: 'NSE' } })).json);
      expect(prospect.vzdl).toMatchObject({
        page: { name: 'smartphones', flow: 'NSE' },
        user: { loginStatus: 'unauthenticated', customerType: 'no-cust' },
      });
    }
    const joint = valid(
      ReadDlResponse,
      (
        await post(
          '/soe/digital/auth/omnidlservice/readDL',
          { page: { name: 'cart' } },
          { Cookie: await signIn(app, 'joint') },
        )
      ).json,
    );
    expect(joint.vzdl.user).toMatchObject({ loginStatus: 'authenticated', customerType: 'joint_cust', lob: 'vzw|vzt' });
    const prepay = valid(
      ReadDlResponse,
      (
        await post(
          '/soe/digital/auth/prepaid/prepayservice/readDL',
          { page: { name: 'cart' } },
          { Cookie: await signIn(app, 'prepay') },
        )
      ).json,
    );
    expect(prepay.vzdl.user).toMatchObject({ customerType: 'vzw_cust', role: 'prepay' });
  });

  it('the landing answers the customer by first name, with their line of business, wireless lines and home services (spec 6.3)', async () => {
    const landing = async (user: string) =>
      valid(
        LandingResponse,
        (await post('/soe/digital/accountlandingservice/landing', {}, { Cookie: await signIn(app, user) })).json,
      ).data.customer;
    expect(await landing('postpay')).toMatchObject({ firstName: 'Paula', lob: 'vzw', homeServices: [] });
    expect((await landing('postpay'))?.lines).toHaveLength(2);
    // A wireline customer has fios at home and no wireless line; a joint customer has both.
    expect(await landing('wireline')).toMatchObject({ firstName: 'Walter', lob: 'vzt', lines: [] });
    expect((await landing('wireline'))?.homeServices.length).toBeGreaterThan(0);
    const joint = await landing('joint');
    expect(joint?.lob).toBe('vzw|vzt');
    expect(joint?.lines.length && joint.homeServices.length).toBeGreaterThan(0);
    expect(
      valid(LandingResponse, (await post('/soe/digital/accountlandingservice/landing', {})).json).data.customer,
    ).toBeNull();
  });

  it('answers landing, process step and cases for a signed-in customer', async () => {
    const cookie = await signIn(app, 'postpay');
    expect(
      valid(
        LandingResponse,
        (await post('/soe/digital/auth/accountlandingservice/landing', {}, { Cookie: cookie })).json,
      ).data.customer?.name,
    ).toBe('Paula Postpay');
    expect(
      valid(
        ProcessStepResponse,
        (await post('/soe/digital/auth/accountlandingservice/getProcessStep', {}, { Cookie: cookie })).json,
      ).processStep,
    ).toBe('SHOP');
    expect(
      valid(
        CasesResponse,
        (await post('/soe/digital/auth/casemanagementservice/cases/getCases', {}, { Cookie: cookie })).json,
      ).data.cases,
    ).toHaveLength(1);
  });

  it('looks errors up, with the action of spec 8.4', async () => {
    expect(
      valid(ErrorLookupResponse, (await post('/soe/digital/fraudservice/error/lookup', { errorId: '208' })).json).data
        .action,
    ).toBe('scheduledOrder');
    expect(
      valid(ErrorLookupResponse, (await post('/soe/digital/fraudservice/error/lookup', { errorId: 'ZZZ' })).json).data
        .action,
    ).toBe('notify');
    expect(
      valid(ErrorLookupResponse, (await post('/soe/digital/fraudservice/error/lookup', { errorId: '4471' })).json).data,
    ).toMatchObject({ category: 'APPERR', action: 'cartFallback' });
  });

  it('answers the video-assist check for the desktop channel, and video-chat availability by the hour', async () => {
    const check = valid(
      VideoAssistCheckResponse,
      (await post('/soe/digital/fraudservice/error/video-assist-check', { channelId: 'VZW-DOTCOM' })).json,
    );
    expect(check.data).toMatchObject({ enableVideoAssist: true });
    expect(check.data.locationCode).toBeTruthy();
    const chat = valid(VideoChatResponse, await (await app.request('/support/1d/data/nos/videochat?zip=0')).json());
    expect(chat).toEqual({ isVideoChatAvailable: 'y', mediaoutput: { agentstatistics: [{ available: 5 }] } });
  });

  it('recommends devices at the path of spec 3.13 for autoSuggestion, leaving out viewed ones', async () => {
    const first = DEVICES.slice().sort(
      (a, b) => b.rating.count * b.rating.average - a.rating.count * a.rating.average,
    )[0]!;
    const answer = valid(
      PdmAutoSuggestionResponse,
      (
        await post('/soe/digital/personalizationrecommendationsservice/pdm/', {
          source: 'autoSuggestion',
          page: 'gridwall',
          deviceIds: [first.id],
        })
      ).json,
    );
    const products =
      answer.deviceRecommendation.recommendedDeviceInformation.accountLevelRecommendations.productList[0]
        ?.deviceProducts ?? [];
    expect(products).toHaveLength(4);
    expect(products.map((p) => p.deviceId)).not.toContain(first.id);
  });

  it('answers proactiveChat only with the header DESTINATION_CLIENT_ID: NSA, a live agent read like livePersonCheck', async () => {
    expect(
      (await post('/soe/digital/personalizationrecommendationsservice/pdm/', { source: 'proactiveChat' })).status,
    ).toBe(400);
    const answer = await post(
      '/soe/digital/personalizationrecommendationsservice/pdm/',
      { source: 'proactiveChat', page: 'productDetail' },
      { DESTINATION_CLIENT_ID: 'NSA' },
    );
    expect(answer.status).toBe(200);
    expect(decideChatFlow(answer.json)).toMatchObject({
      flow: 'LP',
      placement: 'sticky',
      propositionId: 'PLP_03',
    });
  });

  it('answers an accepted offer (kept only for a customer: offers.test), and finds numbers near a ZIP code', async () => {
    expect(
      (
        await post('/soe/digital/devicepricingservice/saveAcceptedMyofferData', {
          offerId: 'PRM-16-200',
          restricted: true,
          type: 'device',
        })
      ).json,
    ).toMatchObject({ data: { saved: false, offerId: 'PRM-16-200' } });
    expect(
      valid(NpanxxResponse, (await post('/soe/digital/assignmtnservice/nse/retreive-npanxx', { zip: '07030' })).json)
        .data.npanxxList,
    ).toEqual([
      { npa: '201', nxx: '555', city: 'Jersey City, NJ' },
      { npa: '551', nxx: '555', city: 'Jersey City, NJ' },
    ]);
    expect((await post('/soe/digital/assignmtnservice/nse/retreive-npanxx', { zip: 'abc' })).status).toBe(400);
  });
});

describe('named scenarios, chosen per browser session', () => {
  it.each(Object.entries(SCENARIOS).filter(([, s]) => s.throttleList))('%s sets its throttle list', async (name, s) => {
    const answer = valid(
      ThrottleListResponse,
      (await post('/soe/digital/cartservice/cart/nse/getNSAThrottleList', {}, scenario(name))).json,
    );
    expect(answer.data.throttleList).toBe(s.throttleList?.join('|'));
  });

  it.each(Object.entries(SCENARIOS).filter(([, s]) => s.replies))(
    '%s answers its service error on the calls it names',
    async (name, s) => {
      for (const reply of s.replies ?? []) {
        const path = reply.pattern
          .replace('/soe/*', '/soe/digital/cartservice/cart/read')
          .replace('*/cartservice/cart/*', '/soe/digital/cartservice/cart/read')
          .replace(/^\*/, '/soe/digital');
        const { status, json } = await post(path, { cartId: '00000000-aaaa' }, scenario(name));
        expect(status, `${name} ${path}`).toBe(reply.status);
        expect(json).toMatchObject({ errors: [{ id: reply.error.id, message: reply.error.message }] });
      }
    },
  );

  it('the scheduled order answers id 208 only on its four calls', async () => {
    expect(
      (
        await post(
          '/soe/digital/cartservice/cart/add-step',
          { cartId: '00000000-aaaa', group: 'g', id: 'i' },
          scenario('scheduled-order'),
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ['cart-chat-lock', 'CART_CHAT_LOCK', 'VZW-CHAT', 'CHAT_LOCK'],
    ['cart-digital-lock', 'CART_DIGITAL_LOCK', 'VZW-MFA-IOS', 'DIGITAL_LOCK'],
    ['cart-store-lock', 'CART_LOCKED', 'VZW-RPS', 'STORE_LOCK'],
  ])('the %s scenario locks every cart call, reads included, naming the channel', async (name, id, channel, issue) => {
    for (const call of ['add-device', 'read', 'save-cart']) {
      const { status, json } = await post(`/soe/digital/cartservice/cart/${call}`, {}, scenario(name));
      expect(status).toBe(400);
      expect(json).toMatchObject({ errors: [{ id, details: [{ lockedChannelID: channel, issue }] }] });
    }
  });

  it('the 401 scenario still lets log records and logout through', async () => {
    expect(
      (
        await post(
          '/soe/digital/peripheralsservice/nse/jsNotifyAsDynamic',
          { messageType: 'ERROR' },
          scenario('unauthorized'),
        )
      ).status,
    ).toBe(200);
    expect((await post('/soe/digital/fraudservice/session/logout', {}, scenario('unauthorized'))).status).toBe(200);
  });

  it.each(['10023', '10027'] as const)('sdd-%s forces that same-day code on every shipment line', async (code) => {
    const device = DEVICES[0]!;
    const { json } = await post(
      '/soe/digital/cartservice/cart/add-device',
      { deviceId: device.id, sku: device.skus[0]!.sku },
      scenario(`sdd-${code}`),
    );
    expect(
      (json as { data: { shipment: { lines: { sddErrorCode: string; sddEligible: boolean }[] } } }).data.shipment
        .lines[0],
    ).toMatchObject({ sddErrorCode: code, sddEligible: false });
  });

  it('goto-redirect answers a goToUrl on landing and process step', async () => {
    expect(
      valid(
        LandingResponse,
        (await post('/soe/digital/accountlandingservice/landing', {}, scenario('goto-redirect'))).json,
      ).goToUrl,
    ).toBe('/sales/next/expresscart.html');
    expect(
      valid(
        ProcessStepResponse,
        (await post('/soe/digital/accountlandingservice/getProcessStep', {}, scenario('goto-redirect'))).json,
      ).goToUrl,
    ).toBe('/sales/next/expresscart.html');
  });

  it('a store page opened with ?scenario= picks it for the session, ?scenario=none ends it, unknown names are ignored', async () => {
    // The store server runs pickScenario on each page it answers (tools/local-store.mjs).
    const withApp = new Hono().get('*', (c) => {
      pickScenario(c);
      return c.html('<!doctype html>');
    });
    const set = (await withApp.request('/sales/digital/cart.html?scenario=cart-chat-lock')).headers.getSetCookie();
    expect(set.some((c) => c.startsWith('sandboxScenario=cart-chat-lock'))).toBe(true);
    const ended = (await withApp.request('/sales/digital/cart.html?scenario=none')).headers.getSetCookie();
    expect(ended.some((c) => c.startsWith('sandboxScenario=;'))).toBe(true);
    const unknown = (await withApp.request('/sales/digital/cart.html?scenario=%3Cscript%3E')).headers.getSetCookie();
    expect(unknown.some((c) => c.startsWith('sandboxScenario'))).toBe(false);
  });

  it('lists the scenarios with their descriptions', async () => {
    const { scenarios } = (await (await app.request('/__sandbox/scenarios')).json()) as {
      scenarios: { name: string; description: string }[];
    };
    expect(scenarios.map((s) => s.name)).toEqual(Object.keys(SCENARIOS));
    expect(scenarios.every((s) => s.description.length > 0)).toBe(true);
  });
});

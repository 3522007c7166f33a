import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ErrorLookupRequest, PdmRequest, ReadDlRequest, VideoAssistCheckRequest } from '@carrier/service-contracts';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import { processStepOf } from '../carts/model.js';
import { accountLinesOf } from '../accounts.js';
import type { SandboxStore } from '../store.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { TEST_USERS, firstNameOf } from '../identity.js';
import { scenarioOf, throttleListOf } from '../scenarios.js';

/** Error ids the lookup knows, with what they mean and the action of spec 8.4. */
const KNOWN_ERRORS: Record<
  string,
  { category: string; message: string; action: 'notify' | 'logout' | 'cartFallback' | 'reload' | 'scheduledOrder' }
> = {
  '208': { category: 'BUSINESSERR', message: 'An order is scheduled on this account.', action: 'scheduledOrder' },
  '401': { category: 'APPERR', message: 'The session is not valid.', action: 'logout' },
  '3000': { category: 'BUSINESSERR', message: 'The accessory is not in the cart.', action: 'reload' },
  R1001: { category: 'APPERR', message: 'The cart details were not found.', action: 'cartFallback' },
  '1022': { category: 'APPERR', message: 'The cart details were not found.', action: 'cartFallback' },
  '3454': { category: 'APPERR', message: 'The cart details were not found.', action: 'cartFallback' },
  '15501': { category: 'APPERR', message: 'The cart details were not found.', action: 'cartFallback' },
  '899': { category: 'APPERR', message: 'The cart details were not found.', action: 'cartFallback' },
  // Known to the error service only: the store asks about it and is told to start again from the cart.
  '4471': { category: 'APPERR', message: 'The cart could not be found in this session.', action: 'cartFallback' },
};

/** Customer business tags by line of business (spec 6.3). */
const CUSTOMER_TAG: Record<string, string> = { vzw: 'vzw_cust', vzt: 'vzt_cust', 'vzw|vzt': 'joint_cust' };

/** The signed-in test user, read from the customerId cookie the sign-in page set. */
export const sessionUser = (c: Context) =>
  TEST_USERS.find((u) => u.customerId === getCookie(c, 'customerId') && getCookie(c, 'sandboxSession'));

/** The test users' support cases (getCases): Jordan Joint has one open, about a missing trade-in credit. */
const SUPPORT_CASES: Readonly<
  Record<string, readonly { caseId: string; status: 'OPEN' | 'CLOSED'; opened: string; subject: string }[]>
> = {
  'C-100001': [{ caseId: 'CASE-1001', status: 'CLOSED', opened: '2026-10-02', subject: 'Billing question' }],
  'C-100003': [
    { caseId: 'CASE-2417', status: 'OPEN', opened: '2026-11-18', subject: 'Trade-in credit missing from the bill' },
    { caseId: 'CASE-1987', status: 'CLOSED', opened: '2026-08-30', subject: 'Home internet outage' },
  ],
};

/**
 * The other calls of spec 7.3: throttle list, readDL, landing and process step, cases, error lookup, video
 * assist and video chat, pdm recommendations, accepted offers and number lookup.
 */
export function accountServices(store: SandboxStore): Hono {
  const app = new Hono();

  const throttle = (c: Context) =>
    c.json({ serviceHeader: OK_HEADER, data: { throttleList: throttleListOf(c).join('|') } });
  app.post('/cartservice/cart/nse/getNSAThrottleList', throttle);
  app.post('/cartservice/cart/getNSAThrottleList', throttle);

  const readDl = async (c: Context) => {
    const body = await readBody(c, ReadDlRequest);
    if (!body.ok) return body.response as Response;
    const user = sessionUser(c);
    const authenticated = new URL(c.req.url).pathname.includes('/auth/') || user !== undefined;
    return c.json({
      serviceHeader: OK_HEADER,
      vzdl: {
        page: {
          ...body.value.page,
          channelSession: body.value.page.channelSession ?? c.req.header('channelId') ?? 'VZW-DOTCOM',
        },
        user: {
          loginStatus: authenticated ? 'authenticated' : 'unauthenticated',
          // A visitor with no account is tagged no-cust, which the store blanks (spec 6.3).
          customerType: user ? (CUSTOMER_TAG[user.lob] ?? 'vzw_cust') : 'no-cust',
          lob: user?.lob ?? null,
          role: user?.role ?? null,
        },
      },
    });
  };
  for (const path of [
    '/prepayservice/readDL',
    '/prepayservice/nse/readDL',
    '/omnidlservice/readDL',
    '/omnidlservice/nse/readDL',
  ])
    app.post(path, readDl);

  app.post('/accountlandingservice/landing', async (c) => {
    const user = sessionUser(c);
    const goToUrl = scenarioOf(c)?.goToUrl;
    return c.json({
      serviceHeader: OK_HEADER,
      ...(goToUrl ? { goToUrl } : {}),
      data: {
        customer: user
          ? {
              customerId: user.customerId,
              name: user.name,
              firstName: firstNameOf(user),
              lob: user.lob,
              lines: await accountLinesOf(store, user),
              homeServices: user.homeServices,
            }
          : null,
      },
    });
  });

  app.post('/accountlandingservice/getProcessStep', async (c) => {
    const goToUrl = scenarioOf(c)?.goToUrl;
    const cartId = getCookie(c, 'cartId');
    return c.json({
      serviceHeader: OK_HEADER,
      ...(goToUrl ? { goToUrl } : {}),
      ...processStepOf(cartId ? await store.getCart(cartId) : undefined),
    });
  });

  app.post('/casemanagementservice/cases/getCases', (c) => {
    const user = sessionUser(c);
    return c.json({ serviceHeader: OK_HEADER, data: { cases: user ? (SUPPORT_CASES[user.customerId] ?? []) : [] } });
  });

  app.post('/fraudservice/error/lookup', async (c) => {
    const body = await readBody(c, ErrorLookupRequest);
    if (!body.ok) return body.response as Response;
    // Own entries only: an id such as `constructor` is an unknown id, not a property of every object.
    const known = Object.hasOwn(KNOWN_ERRORS, body.value.errorId) ? KNOWN_ERRORS[body.value.errorId] : undefined;
    return c.json({
      serviceHeader: OK_HEADER,
      data: {
        id: body.value.errorId,
        ...(known ?? { category: 'UNKNW', message: 'Unknown error.', action: 'notify' as const }),
      },
    });
  });

  app.post('/fraudservice/error/video-assist-check', async (c) => {
    const body = await readBody(c, VideoAssistCheckRequest);
    if (!body.ok) return body.response as Response;
    const enabled = body.value.channelId === 'VZW-DOTCOM';
    return c.json({
      serviceHeader: OK_HEADER,
      data: { enableVideoAssist: enabled, locationCode: enabled ? (STORES[0]?.id ?? null) : null },
    });
  });

  app.post('/personalizationrecommendationsservice/pdm/', async (c) => {
    const body = await readBody(c, PdmRequest);
    if (!body.ok) return body.response as Response;
    if (body.value.source === 'proactiveChat') {
      if (c.req.header('DESTINATION_CLIENT_ID') !== 'NSA')
        return serviceError(c, 400, 'BAD_REQUEST', 'proactiveChat needs the header DESTINATION_CLIENT_ID: NSA.');
      // A live agent, in a bar at the foot of the page (PLP_03), read like livePersonCheck's answer (spec 4.9).
      return c.json({
        serviceHeader: { statusCode: '0' },
        service: {
          serviceHeader: { statusCode: '0' },
          serviceBody: {
            serviceResponse: {
              propositionList: {
                proposition: [
                  {
                    propositionId: 'PLP_03',
                    propositionName: 'Proactive chat with a specialist',
                    propositionType: 'CHAT',
                    rank: 1,
                    tacticLocation: body.value.page ?? '',
                  },
                ],
              },
              contextInfo: { sessionId: randomUUID() },
            },
          },
        },
      });
    }
    const viewed = new Set(body.value.deviceIds ?? []);
    const picks = DEVICES.filter((d) => !viewed.has(d.id))
      .sort((a, b) => b.rating.count * b.rating.average - a.rating.count * a.rating.average)
      .slice(0, 4)
      .map((d) => ({ deviceId: d.id, reason: d.promotions.length > 0 ? 'deal' : 'popular' }));
    return c.json({
      serviceHeader: OK_HEADER,
      deviceRecommendation: {
        recommendedDeviceInformation: { accountLevelRecommendations: { productList: [{ deviceProducts: picks }] } },
      },
    });
  });

  return app;
}

/** Video-chat availability: `GET /support/1d/data/nos/videochat?zip=0` (spec 7.3), outside the service bases. */
export function videoChatAvailability(now: () => number): Hono {
  const app = new Hono();
  app.get('/support/1d/data/nos/videochat', (c) => {
    const forced = scenarioOf(c)?.videoChat;
    if (forced)
      return c.json({
        isVideoChatAvailable: forced.available ? 'y' : 'n',
        mediaoutput: { agentstatistics: [{ available: forced.agents }] },
      });
    const hour = new Date(now()).getUTCHours();
    const open = hour >= 13 && hour < 23;
    return c.json({
      isVideoChatAvailable: open ? 'y' : 'n',
      mediaoutput: { agentstatistics: [{ available: open ? 5 : 0 }] },
    });
  });
  return app;
}

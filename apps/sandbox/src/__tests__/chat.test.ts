import { chatLabel, decideChatFlow, decideVideoOffer, overlayDelayMs, readVideoChat } from '@carrier/live-chat-engine';
import { LivePersonCheckResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const CHECK = { callReason: 'Intent', category: 'STPRecommendations', pageContext: 'cart', customerPriority: '' };
const post = (path: string, body: unknown, scenario?: string) =>
  app.request(path, {
    method: 'POST',
    headers: withCsrf({
      'Content-Type': 'application/json',
      ...(scenario ? { Cookie: `sandboxScenario=${scenario}` } : {}),
    }),
    body: JSON.stringify(body),
  });
const livePersonCheck = async (scenario?: string, variant = '') =>
  (await post(`/soe/digital/accountlandingservice/cosales/${variant}livePersonCheck`, CHECK, scenario)).json();

describe('livePersonCheck fixtures (spec 4.9, 7.3)', () => {
  it.each([
    ['chat-PLP_01', 'LP', 'embedded'],
    ['chat-PLP_02', 'LP', 'embedded'],
    ['chat-PLP_03', 'LP', 'sticky'],
    ['chat-PLP_04', 'LP', 'sticky'],
    ['chat-PLP_05', 'LP', 'overlay'],
    ['chat-PLP_06', 'LP', 'overlay'],
    ['chat-PLP_07', 'CO', 'proactive'],
    ['chat-PLP_08', 'CO', 'reactive'],
  ])('%s answers what the engine reads as %s, %s', async (scenario, flow, placement) => {
    const answer = await livePersonCheck(scenario);
    expect(check(LivePersonCheckResponse, answer).ok).toBe(true);
    expect(decideChatFlow(answer)).toMatchObject({ flow, placement });
  });

  it.each(['chat-P_NoNBA', 'chat-no_nba', undefined])('%s: no recommendation', async (scenario) => {
    expect(decideChatFlow(await livePersonCheck(scenario))).toMatchObject({
      flow: 'none',
      reason: 'NO_RECOMMENDATION',
    });
  });

  it('chat-overlay-delayed answers an overlay whose timeDelay the engine reads as 5 s', async () => {
    const decision = decideChatFlow(await livePersonCheck('chat-overlay-delayed'));
    expect(decision).toMatchObject({ flow: 'LP', placement: 'overlay' });
    expect(decision.flow === 'LP' && overlayDelayMs(decision.proposition)).toBe(5000);
  });

  it("chat-labelled answers the sticky offer with the service's words for it in English and Spanish", async () => {
    const decision = decideChatFlow(await livePersonCheck('chat-labelled'));
    expect(decision).toMatchObject({ flow: 'LP', placement: 'sticky' });
    if (decision.flow !== 'LP') return;
    expect(chatLabel({ proposition: decision.proposition, language: 'en' })).toEqual({
      source: 'proposition',
      text: 'Upgrading? A specialist can help you choose a phone and a plan.',
    });
    expect(chatLabel({ proposition: decision.proposition, language: 'es' })).toMatchObject({ source: 'proposition' });
  });

  it('chat-failure answers status code 1', async () => {
    expect(decideChatFlow(await livePersonCheck('chat-failure'))).toMatchObject({
      flow: 'none',
      reason: 'SERVICE_FAILURE',
    });
  });

  it.each(['', 'nse/', 'prepay/'])('answers under the %s variant, and refuses a wrong payload', async (variant) => {
    expect(decideChatFlow(await livePersonCheck('chat-PLP_03', variant)).flow).toBe('LP');
    const res = await post(`/soe/digital/accountlandingservice/cosales/${variant}livePersonCheck`, {
      callReason: 'Other',
    });
    expect(res.status).toBe(400);
  });

  it('takes the feedback with the proposition fields and dispositionOptionId, and refuses one without', async () => {
    const feedback = {
      callReason: 'Intent',
      category: 'STPRecommendations',
      subServiceName: 'CaptureResponse',
      responseList: [{ propositionId: 'PLP_03', rank: 1, dispositionOptionId: 'ACCEPT' }],
      sessionId: 'S1',
    };
    for (const variant of ['', 'nse/']) {
      const path = `/soe/digital/accountlandingservice/cosales/${variant}livePersonSubmitfeedback`;
      expect((await post(path, feedback)).status).toBe(200);
      const without = { ...feedback, responseList: [{ propositionId: 'PLP_03' }] };
      expect((await post(path, without)).status).toBe(400);
    }
  });
});

describe('video chat fixtures (spec 5.3)', () => {
  const videoChat = async (scenario: string) =>
    readVideoChat(
      await (
        await app.request('/support/1d/data/nos/videochat?zip=0', {
          headers: { Cookie: `sandboxScenario=${scenario}` },
        })
      ).json(),
    );
  const noon = new Date(2026, 10, 23, 12, 0);

  it.each([
    ['video-chat-4-agents', 'videoChat'],
    ['video-chat-3-agents', 'none'],
    ['video-chat-closed', 'none'],
  ])('%s: %s at noon', async (scenario, offer) => {
    expect(decideVideoOffer({ now: noon, chatEnabled: true, videoChat: await videoChat(scenario) }).offer).toBe(offer);
  });
});

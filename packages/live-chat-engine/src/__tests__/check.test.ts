import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CHAT_CHECK_TIMEOUT_MS,
  liveChatCheckPath,
  liveChatCheckRequest,
  liveChatFeedbackPath,
  liveChatFeedbackRequest,
  liveChatGate,
  runLiveChatCheck,
} from '../check.js';

const open = { loggedIn: true, device: 'desktop', enabled: true, guestLogin: false, pageName: 'cart' } as const;

describe('the live-chat check runs only where spec 6.5 allows', () => {
  it('for a logged-in desktop user with the feature flag', () => {
    expect(liveChatGate(open)).toEqual({ run: true });
  });

  it.each([
    ['the feature flag off', { enabled: false }, 'FEATURE_OFF'],
    ['a prospect', { loggedIn: false }, 'NOT_LOGGED_IN'],
    ['a phone', { device: 'mobile' }, 'NOT_DESKTOP'],
    ['a tablet', { device: 'tablet' }, 'NOT_DESKTOP'],
    ['the guest login', { guestLogin: true }, 'GUEST_LOGIN'],
    ['the jtooffers page', { pageName: 'jtooffers' }, 'EXCLUDED_PAGE'],
  ] as const)('not with %s: no chat, %s', (_what, change, reason) => {
    expect(liveChatGate({ ...open, ...change })).toEqual({
      run: false,
      decision: { flow: 'none', propositionId: '', reason },
    });
  });
});

describe('the calls of spec 7.3', () => {
  it('livePersonCheck: the nse variant for guests, the prepay variant for prepay', () => {
    expect(liveChatCheckPath('customer')).toBe('accountlandingservice/cosales/livePersonCheck');
    expect(liveChatCheckPath('guest')).toBe('accountlandingservice/cosales/nse/livePersonCheck');
    expect(liveChatCheckPath('prepay')).toBe('accountlandingservice/cosales/prepay/livePersonCheck');
  });

  it('its payload: callReason Intent, category STPRecommendations, the page context and priority', () => {
    expect(liveChatCheckRequest('cart', 'HIGH')).toEqual({
      callReason: 'Intent',
      category: 'STPRecommendations',
      pageContext: 'cart',
      customerPriority: 'HIGH',
    });
  });

  it('livePersonSubmitfeedback: the nse variant for guests; the proposition fields and dispositionOptionId', () => {
    expect(liveChatFeedbackPath('customer')).toBe('accountlandingservice/cosales/livePersonSubmitfeedback');
    expect(liveChatFeedbackPath('guest')).toBe('accountlandingservice/cosales/nse/livePersonSubmitfeedback');
    expect(liveChatFeedbackRequest({ propositionId: 'PLP_03', rank: 1 }, 'ACCEPT', 'SID')).toEqual({
      callReason: 'Intent',
      category: 'STPRecommendations',
      subServiceName: 'CaptureResponse',
      responseList: [{ propositionId: 'PLP_03', rank: 1, dispositionOptionId: 'ACCEPT' }],
      sessionId: 'SID',
    });
  });
});

describe('running the check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const ok = {
    serviceHeader: { statusCode: '0' },
    service: { serviceBody: { serviceResponse: { propositionList: { proposition: [{ propositionId: 'PLP_01' }] } } } },
  };

  it('posts to the visitor path with a 5 s limit and decides', async () => {
    const post = vi.fn(async () => ok);
    const result = await runLiveChatCheck(post, { visitor: 'prepay', pageContext: 'cart' });
    expect(post).toHaveBeenCalledWith(
      'accountlandingservice/cosales/prepay/livePersonCheck',
      liveChatCheckRequest('cart'),
      LIVE_CHAT_CHECK_TIMEOUT_MS,
    );
    expect(result.decision).toMatchObject({ flow: 'LP', placement: 'embedded' });
    expect(result.context.customerType).toBe('NC');
  });

  it('a failed check falls back to no chat with an empty proposition id (spec 8.6)', async () => {
    const result = await runLiveChatCheck(() => Promise.reject(new Error('503')), {
      visitor: 'customer',
      pageContext: 'x',
    });
    expect(result.decision).toEqual({ flow: 'none', propositionId: '', reason: 'CHECK_FAILED' });
  });

  it('a check that takes more than 5000 ms falls back too; at 4999 ms it is still waited for', async () => {
    let settled = false;
    const running = runLiveChatCheck(() => new Promise(() => undefined), {
      visitor: 'customer',
      pageContext: 'x',
    }).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await running).decision).toEqual({ flow: 'none', propositionId: '', reason: 'CHECK_FAILED' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_HIDE_RETRY_MS, CHAT_HIDE_TRIES, retryChatHide } from '../hide.js';
import { INITIAL_LIVE_CHAT_STATE, createLiveChat, liveChatReducer } from '../store.js';

const gate = { loggedIn: true, device: 'desktop', enabled: true, guestLogin: false, pageName: 'cart' } as const;
const answer = (id: string) => ({
  serviceHeader: { statusCode: '0' },
  service: {
    serviceBody: {
      serviceResponse: { propositionList: { proposition: [{ propositionId: id }] }, contextInfo: { sessionId: 'S9' } },
    },
  },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('liveChatReducer', () => {
  it('goes from idle to checking to decided', () => {
    const checking = liveChatReducer(INITIAL_LIVE_CHAT_STATE, { type: 'checkStarted' });
    expect(checking.status).toBe('checking');
    const decision = { flow: 'none', propositionId: '', reason: 'CHECK_FAILED' } as const;
    expect(liveChatReducer(checking, { type: 'decided', decision })).toEqual({
      status: 'decided',
      decision,
      context: undefined,
    });
  });
});

describe('the live chat of a page', () => {
  it('emits every decision with its reason code, offered or not', async () => {
    const emit = vi.fn();
    const chat = createLiveChat({ post: async () => answer('PLP_04'), emit });
    await chat.check(gate, { visitor: 'customer', pageContext: 'cart' });
    await chat.check({ ...gate, device: 'mobile' }, { visitor: 'customer', pageContext: 'cart' });
    expect(emit.mock.calls.map(([e]) => e)).toEqual([
      {
        event: 'liveChatDecision',
        flow: 'LP',
        placement: 'sticky',
        propositionId: 'PLP_04',
        reason: 'LIVE_AGENT_PROPOSITION',
        customerType: 'NC',
        authentication: 'N',
      },
      { event: 'liveChatDecision', flow: 'none', placement: '', propositionId: '', reason: 'NOT_DESKTOP' },
    ]);
    expect(chat.getState()).toMatchObject({ status: 'decided', decision: { reason: 'NOT_DESKTOP' } });
  });

  it('a decision the service was asked for says who it took the visitor for: its customer type and authentication, NC and N when it left them out (spec 9)', async () => {
    const emit = vi.fn();
    const said = (fields: Record<string, string>) => {
      const base = answer('PLP_04');
      return {
        ...base,
        service: { serviceBody: { serviceResponse: { ...base.service.serviceBody.serviceResponse, ...fields } } },
      };
    };
    await createLiveChat({ post: async () => said({ customerType: 'EC', authentication: 'Y' }), emit }).check(gate, {
      visitor: 'customer',
      pageContext: 'cart',
    });
    await createLiveChat({ post: async () => said({}), emit }).check(gate, {
      visitor: 'customer',
      pageContext: 'cart',
    });
    await createLiveChat({ post: async () => Promise.reject(new Error('down')), emit }).check(gate, {
      visitor: 'customer',
      pageContext: 'cart',
    });
    expect(emit.mock.calls.map(([e]) => [e.reason, e.customerType, e.authentication])).toEqual([
      ['LIVE_AGENT_PROPOSITION', 'EC', 'Y'],
      ['LIVE_AGENT_PROPOSITION', 'NC', 'N'],
      ['CHECK_FAILED', 'NC', 'N'],
    ]);
  });

  it('AI_W off: a bot proposition (PLP_07, PLP_08) is no chat, told as AI_CHAT_OFF; a live agent is still offered', async () => {
    const emit = vi.fn();
    const bot = createLiveChat({ post: async () => answer('PLP_07'), emit });
    expect(await bot.check(gate, { visitor: 'customer', pageContext: 'cart' }, { bot: false })).toEqual({
      flow: 'none',
      propositionId: 'PLP_07',
      reason: 'AI_CHAT_OFF',
    });
    expect(bot.propose(answer('PLP_08'), { bot: false })).toMatchObject({ flow: 'none', reason: 'AI_CHAT_OFF' });
    expect(await bot.check(gate, { visitor: 'customer', pageContext: 'cart' }, { bot: true })).toMatchObject({
      flow: 'CO',
    });
    const agent = createLiveChat({ post: async () => answer('PLP_03'), emit });
    expect(await agent.check(gate, { visitor: 'customer', pageContext: 'cart' }, { bot: false })).toMatchObject({
      flow: 'LP',
    });
    expect(emit.mock.calls[0]?.[0]).toMatchObject({ flow: 'none', propositionId: 'PLP_07', reason: 'AI_CHAT_OFF' });
  });

  it('sends the feedback for the offered proposition with the session id; nothing without an offer', async () => {
    const post = vi.fn(async (path: string) => (path.endsWith('livePersonCheck') ? answer('PLP_07') : {}));
    const chat = createLiveChat({ post, emit: vi.fn() });
    await chat.submitFeedback('customer', 'ACCEPT');
    expect(post).not.toHaveBeenCalled();
    await chat.check(gate, { visitor: 'guest', pageContext: 'cart' });
    await chat.submitFeedback('guest', 'ACCEPT');
    expect(post).toHaveBeenLastCalledWith('accountlandingservice/cosales/nse/livePersonSubmitfeedback', {
      callReason: 'Intent',
      category: 'STPRecommendations',
      subServiceName: 'CaptureResponse',
      responseList: [{ propositionId: 'PLP_07', dispositionOptionId: 'ACCEPT' }],
      sessionId: 'S9',
    });
  });

  it('tells subscribers while it checks and when it decided', async () => {
    const chat = createLiveChat({ post: async () => answer('P_NoNBA'), emit: vi.fn() });
    const seen: string[] = [];
    const stop = chat.subscribe((s) => seen.push(s.status));
    await chat.check(gate, { visitor: 'customer', pageContext: 'cart' });
    stop();
    expect(seen).toEqual(['checking', 'decided']);
  });

  it(`hiding the chat is tried again every ${CHAT_HIDE_RETRY_MS} ms until the widget is there`, () => {
    const chat = createLiveChat({ post: vi.fn(), emit: vi.fn() });
    const tryHide = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    chat.hideChat(tryHide);
    expect(tryHide).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHAT_HIDE_RETRY_MS - 1);
    expect(tryHide).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tryHide).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(CHAT_HIDE_RETRY_MS * 5);
    expect(tryHide).toHaveBeenCalledTimes(3);
  });

  it(`gives up after ${CHAT_HIDE_TRIES} tries, and can be cancelled`, () => {
    const chat = createLiveChat({ post: vi.fn(), emit: vi.fn() });
    const never = vi.fn(() => false);
    chat.hideChat(never);
    vi.advanceTimersByTime(CHAT_HIDE_RETRY_MS * 10);
    expect(never).toHaveBeenCalledTimes(CHAT_HIDE_TRIES);
    const cancelled = vi.fn(() => false);
    chat.hideChat(cancelled)();
    vi.advanceTimersByTime(CHAT_HIDE_RETRY_MS * 10);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('a page asks before any chat code has loaded: retryChatHide needs no engine, and waits 15000 ms between tries', () => {
    const timers = { setTimeout: vi.fn(() => 'timer'), clearTimeout: vi.fn() };
    const tryHide = vi.fn(() => false);
    const cancel = retryChatHide(tryHide, timers);
    expect(tryHide).toHaveBeenCalledOnce();
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 15_000);
    cancel();
    expect(timers.clearTimeout).toHaveBeenCalledWith('timer');
  });
});

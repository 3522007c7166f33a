import { createAtoms } from '@carrier/store';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '@carrier/analytics-tagger';
import { CHAT_DECLINED_FLAG, chatVisitor, createAssistance } from '../assistance.js';
import { DEFAULT_ASSIST_CONFIG, type AssistServices } from '../deps.js';
import type { DeviceKind } from '../../site.js';

const page = (name: string): PageData => ({ name, flow: 'nse', channelSession: 'VZW-DOTCOM' });
const recommendation = (id: string) => ({
  serviceHeader: { statusCode: '0' },
  service: {
    serviceBody: {
      serviceResponse: { propositionList: { proposition: [{ propositionId: id }] }, contextInfo: { sessionId: 'S1' } },
    },
  },
});
const videoChat = (available: 'y' | 'n', agents: number) => ({
  isVideoChatAvailable: available,
  mediaoutput: { agentstatistics: [{ available: agents }] },
});

function setup(
  options: {
    services?: Partial<AssistServices>;
    loggedIn?: boolean;
    prepay?: boolean;
    guest?: boolean;
    device?: DeviceKind;
    liveChat?: boolean;
    at?: Date;
    flags?: Map<string, string>;
    throttleList?: readonly string[];
  } = {},
) {
  const flags = options.flags ?? new Map<string, string>();
  const services: AssistServices = {
    post: vi.fn(async (path: string) => (path.endsWith('livePersonCheck') ? recommendation('PLP_03') : {})),
    proactiveChat: vi.fn(async () => recommendation('PLP_03')),
    videoChat: vi.fn(async () => videoChat('y', 4)),
    videoAssistCheck: vi.fn(async () => ({ enableVideoAssist: true, locationCode: 'store-7' })),
    readDl: vi.fn(async () => ({ user: { customerTag: 'vzw_cust', loginStatus: 'authenticated' } })),
    startChat: vi.fn(async () => ({ conversationId: 'CH-TEST0001', agent: { name: 'Jordan' } })),
    sendChat: vi.fn(async () => ({})),
    closeChat: vi.fn(async () => ({})),
    chatEvents: vi.fn(async () => ({ close: () => undefined })),
    ...options.services,
  };
  const analytics = { chatDecision: vi.fn(), readDl: vi.fn() };
  const report = vi.fn();
  const assistance = createAssistance({
    services,
    analytics,
    config: { ...DEFAULT_ASSIST_CONFIG, liveChat: options.liveChat ?? true },
    device: options.device ?? 'desktop',
    visitor: () => ({
      loggedIn: options.loggedIn ?? true,
      prepay: options.prepay ?? false,
      guest: options.guest ?? false,
    }),
    now: () => options.at ?? new Date(2026, 10, 23, 12, 0),
    sessionFlags: { get: (k) => flags.get(k) ?? null, set: (k, v) => void flags.set(k, v) },
    atoms: createAtoms(),
    report,
    throttleList: async () => options.throttleList ?? ['AI_W'],
  });
  return { assistance, services, analytics, report, flags };
}

describe('the live-chat offer of each page (spec 4.9, 6.5, 7.3)', () => {
  it('runs the check for a logged-in desktop visitor with the flag, with the page as its context', async () => {
    const { assistance, services, analytics } = setup();
    await assistance.pageViewed(page('smartphones'));
    expect(services.post).toHaveBeenCalledWith(
      'accountlandingservice/cosales/livePersonCheck',
      { callReason: 'Intent', category: 'STPRecommendations', pageContext: 'smartphones', customerPriority: '' },
      5000,
    );
    expect(assistance.getState().chat).toMatchObject({ flow: 'LP', placement: 'sticky', propositionId: 'PLP_03' });
    expect(analytics.chatDecision).toHaveBeenCalledWith(
      {
        flow: 'LP',
        placement: 'sticky',
        propositionId: 'PLP_03',
        reason: 'LIVE_AGENT_PROPOSITION',
        customerType: 'NC',
        authentication: 'N',
      },
      'smartphones',
    );
  });

  it.each([
    ['not logged in', { loggedIn: false }, 'smartphones', 'NOT_LOGGED_IN'],
    ['on a phone', { device: 'mobile' as const }, 'smartphones', 'NOT_DESKTOP'],
    ['on a tablet', { device: 'tablet' as const }, 'smartphones', 'NOT_DESKTOP'],
    ['with the flag off', { liveChat: false }, 'smartphones', 'FEATURE_OFF'],
    ['on guest login', {}, 'guestlogin', 'GUEST_LOGIN'],
    ['for a guest on the guest login page', { loggedIn: false, guest: true }, 'guestlogin', 'GUEST_LOGIN'],
    ['on jtooffers', {}, 'jtooffers', 'EXCLUDED_PAGE'],
  ])('never runs the check %s, and tells analytics why', async (_case, who, name, reason) => {
    const { assistance, services, analytics } = setup(who);
    await assistance.pageViewed(page(name));
    expect(services.post).not.toHaveBeenCalled();
    expect(analytics.chatDecision).toHaveBeenCalledWith(
      { flow: 'none', placement: '', propositionId: '', reason },
      name,
    );
    expect(assistance.getState().chat).toMatchObject({ flow: 'none', reason });
  });

  it('uses the prepay variant for prepay customers', async () => {
    const { assistance, services } = setup({ prepay: true });
    await assistance.pageViewed(page('smartphones'));
    expect(vi.mocked(services.post).mock.calls[0]?.[0]).toBe('accountlandingservice/cosales/prepay/livePersonCheck');
    expect(chatVisitor({ loggedIn: false, prepay: false })).toBe('guest');
  });

  it.each([
    ['counts as not logged in (guest-role processing on, the default)', false],
    ['leaves logged in (guest-role processing off)', true],
  ])(
    '"livePersonCheck (nse variant for guests)": a guest-checkout customer whom guest-role processing %s is checked, and their feedback sent, on the nse variant',
    async (_case, loggedIn) => {
      const { assistance, services } = setup({ loggedIn, guest: true });
      await assistance.pageViewed(page('checkout'));
      expect(vi.mocked(services.post).mock.calls[0]?.[0]).toBe('accountlandingservice/cosales/nse/livePersonCheck');
      assistance.accept();
      await vi.waitFor(() =>
        expect(vi.mocked(services.post).mock.calls.map((call) => call[0])).toContain(
          'accountlandingservice/cosales/nse/livePersonSubmitfeedback',
        ),
      );
    },
  );

  it('a customer signed in in full is checked on the plain variant', async () => {
    const { assistance, services } = setup({ loggedIn: true });
    await assistance.pageViewed(page('checkout'));
    expect(vi.mocked(services.post).mock.calls[0]?.[0]).toBe('accountlandingservice/cosales/livePersonCheck');
  });

  it('a failed check falls back to no chat with an empty proposition id (spec 8.6)', async () => {
    const { assistance, analytics } = setup({
      services: { post: vi.fn(async () => Promise.reject(new Error('HTTP 500'))) },
    });
    await assistance.pageViewed(page('cart'));
    expect(analytics.chatDecision).toHaveBeenCalledWith(
      // The check's defaults (spec 9): customer type NC, authentication N.
      {
        flow: 'none',
        placement: '',
        propositionId: '',
        reason: 'CHECK_FAILED',
        customerType: 'NC',
        authentication: 'N',
      },
      'cart',
    );
  });

  it('re-inits on each page view, and drops the answer of a page the customer has left', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    const post = vi
      .fn<AssistServices['post']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(recommendation('PLP_05'));
    const { assistance, analytics } = setup({ services: { post } });
    const first = assistance.pageViewed(page('smartphones'));
    await assistance.pageViewed(page('cart'));
    answerFirst(recommendation('PLP_01'));
    await first;
    expect(assistance.getState()).toMatchObject({ pageName: 'cart', chat: { placement: 'overlay' } });
    // Each decision is told to analytics for the page it was made for.
    expect(analytics.chatDecision.mock.calls.map(([d, forPage]) => `${forPage}:${d.placement}`)).toEqual([
      'cart:overlay',
      'smartphones:embedded',
    ]);
  });

  it('accepting sends the feedback Accepted and opens the chat, which stays open from page to page until closed', async () => {
    const { assistance, services, flags } = setup();
    await assistance.pageViewed(page('cart'));
    assistance.accept();
    expect(assistance.getState().chatOpen).toBe(true);
    await vi.waitFor(() =>
      expect(services.post).toHaveBeenLastCalledWith(
        'accountlandingservice/cosales/livePersonSubmitfeedback',
        expect.objectContaining({
          subServiceName: 'CaptureResponse',
          responseList: [expect.objectContaining({ propositionId: 'PLP_03', dispositionOptionId: 'Accepted' })],
          sessionId: 'S1',
        }),
      ),
    );
    await assistance.pageViewed(page('smartphones'));
    expect(assistance.getState().chatOpen).toBe(true);
    // A new page load of the session finds it open too, until the customer closes it.
    const reloaded = setup({ flags }).assistance;
    expect(reloaded.getState().chatOpen).toBe(true);
    reloaded.close();
    expect(setup({ flags }).assistance.getState().chatOpen).toBe(false);
  });

  it('declining sends the feedback Declined and hides the chat for the rest of the session', async () => {
    const { assistance, services, flags } = setup();
    await assistance.pageViewed(page('cart'));
    assistance.decline();
    expect(assistance.getState().declined).toBe(true);
    await vi.waitFor(() =>
      expect(services.post).toHaveBeenLastCalledWith(
        'accountlandingservice/cosales/livePersonSubmitfeedback',
        expect.objectContaining({ responseList: [expect.objectContaining({ dispositionOptionId: 'Declined' })] }),
      ),
    );
    expect(flags.get(CHAT_DECLINED_FLAG)).toBe('true');
    // The next page of the session (a new page load) starts declined.
    expect(setup({ flags }).assistance.getState().declined).toBe(true);
  });
});

describe('a chat a service asks for with its error (spec 3.6), as the recommendation service proposes it (spec 7.3)', () => {
  it("asks pdm (source proactiveChat) for the page, tells analytics its decision and offers it in the service's words", async () => {
    const { assistance, services, analytics } = setup();
    await assistance.pageViewed(page('productDetail'));
    analytics.chatDecision.mockClear();
    await assistance.offerProactive('Let us help with your lines.');
    expect(services.proactiveChat).toHaveBeenCalledWith('productDetail');
    expect(analytics.chatDecision).toHaveBeenCalledWith(
      expect.objectContaining({ flow: 'LP', propositionId: 'PLP_03' }),
      'productDetail',
    );
    expect(assistance.getState().proactive).toEqual({ message: 'Let us help with your lines.', flow: 'LP' });
  });

  it('PLP_07 makes it the bot; P_NoNBA offers nothing; a failed call still offers a live agent', async () => {
    const bot = setup({ services: { proactiveChat: vi.fn(async () => recommendation('PLP_07')) } });
    await bot.assistance.offerProactive(undefined);
    expect(bot.assistance.getState().proactive).toEqual({ message: undefined, flow: 'CO' });
    const none = setup({ services: { proactiveChat: vi.fn(async () => recommendation('P_NoNBA')) } });
    await none.assistance.offerProactive('x');
    expect(none.assistance.getState().proactive).toBeUndefined();
    const failed = setup({ services: { proactiveChat: vi.fn(async () => Promise.reject(new Error('down'))) } });
    await failed.assistance.offerProactive('x');
    expect(failed.assistance.getState().proactive).toEqual({ message: 'x', flow: 'LP' });
    expect(failed.report).toHaveBeenCalled();
  });

  it('No thanks sends Declined for its proposition without hiding chat for the session; a new page clears it', async () => {
    const { assistance, services, flags } = setup();
    await assistance.offerProactive('x');
    assistance.dismissProactive();
    expect(services.post).toHaveBeenCalledWith(
      'accountlandingservice/cosales/livePersonSubmitfeedback',
      expect.objectContaining({ responseList: [expect.objectContaining({ dispositionOptionId: 'Declined' })] }),
    );
    expect(flags.get(CHAT_DECLINED_FLAG)).toBeUndefined();
    await assistance.offerProactive('y');
    await assistance.pageViewed(page('cart'));
    expect(assistance.getState().proactive).toBeUndefined();
  });
});

describe('video help on the pages that offer it (spec 5.3, 7.3)', () => {
  it('offers video chat in its hours with more than 3 agents', async () => {
    const { assistance, services } = setup();
    await assistance.pageViewed(page('productDetail'));
    expect(assistance.getState().video).toEqual({ offer: 'videoChat', reason: 'IN_HOURS_WITH_AGENTS' });
    expect(services.videoAssistCheck).not.toHaveBeenCalled();
  });

  it('asks the video-assist check otherwise, and offers video assist at its store', async () => {
    const { assistance, services } = setup({ services: { videoChat: vi.fn(async () => videoChat('y', 3)) } });
    await assistance.pageViewed(page('cart'));
    expect(services.videoAssistCheck).toHaveBeenCalled();
    expect(assistance.getState().video).toEqual({
      offer: 'videoAssist',
      locationCode: 'store-7',
      reason: 'VIDEO_ASSIST_CHECK',
    });
  });

  it('out of hours (22:00) without video assist offers nothing', async () => {
    const { assistance } = setup({
      at: new Date(2026, 10, 23, 22, 0),
      services: { videoAssistCheck: vi.fn(async () => ({ enableVideoAssist: false })) },
    });
    await assistance.pageViewed(page('cart'));
    expect(assistance.getState().video).toEqual({ offer: 'none', reason: 'VIDEO_ASSIST_OFF' });
  });

  it('a failed videochat call is reported and counts as no video chat', async () => {
    const failure = new Error('HTTP 503');
    const { assistance, report } = setup({ services: { videoChat: vi.fn(async () => Promise.reject(failure)) } });
    await assistance.pageViewed(page('cart'));
    expect(report).toHaveBeenCalledWith(failure);
    expect(assistance.getState().video).toMatchObject({ offer: 'videoAssist' });
  });

  it('pages that offer no video help ask nothing', async () => {
    const { assistance, services } = setup();
    await assistance.pageViewed(page('smartphones'));
    expect(services.videoChat).not.toHaveBeenCalled();
    expect(assistance.getState().video).toBeUndefined();
  });
});

describe('readDL on each page view (spec 7.3)', () => {
  it.each([
    [{ loggedIn: true, prepay: false }, 'omnidlservice/readDL'],
    [{ loggedIn: false, prepay: false }, 'omnidlservice/nse/readDL'],
    [{ loggedIn: true, prepay: true }, 'prepayservice/readDL'],
    [{ loggedIn: false, prepay: true }, 'prepayservice/nse/readDL'],
  ])('posts the page data layer for %o to %s and writes the answer for that page', async (who, path) => {
    const { assistance, services, analytics } = setup(who);
    await assistance.pageViewed(page('cart'));
    expect(services.readDl).toHaveBeenCalledWith(path, page('cart'));
    expect(analytics.readDl).toHaveBeenCalledWith(
      { user: { customerTag: 'vzw_cust', loginStatus: 'authenticated' } },
      'cart',
    );
  });

  it('a failed readDL is reported and the page goes on', async () => {
    const failure = new Error('HTTP 500');
    const { assistance, analytics, report } = setup({
      services: { readDl: vi.fn(async () => Promise.reject(failure)) },
    });
    await assistance.pageViewed(page('cart'));
    expect(report).toHaveBeenCalledWith(failure);
    expect(analytics.readDl).not.toHaveBeenCalled();
  });
});

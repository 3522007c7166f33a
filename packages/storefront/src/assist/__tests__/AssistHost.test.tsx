import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPageAnalytics, type DataLayerHost } from '../../analytics.js';
import { StorefrontProvider } from '../../context.js';
import { TEST_SITE, testDeps, testShell } from '../../testing/test-deps.js';
import { detachedAssist } from '../../testing/world.js';
import { AssistHost } from '../AssistHost.js';
import type { AssistServices } from '../deps.js';
import type { ChatStreamHandlers } from '../chat.js';

const CUSTOMER = { loggedIn: true, prospect: false, prepay: false } as const;
const recommendation = (id: string, dynamicAttrList?: { attrId: string; value: string }[]) => ({
  serviceHeader: { statusCode: '0' },
  service: {
    serviceBody: {
      serviceResponse: {
        propositionList: { proposition: [{ propositionId: id, ...(dynamicAttrList ? { dynamicAttrList } : {}) }] },
      },
    },
  },
});
/** Timers that run at once: the page view is recorded as soon as it is asked for. */
const atOnce = {
  setTimeout: (callback: () => void) => (callback(), 0),
  clearTimeout: () => undefined,
  setInterval: () => 0,
  clearInterval: () => undefined,
};

function renderHost(
  options: {
    proposition?: string;
    attributes?: { attrId: string; value: string }[];
    loggedIn?: boolean;
    services?: Partial<AssistServices>;
    videoPages?: readonly string[];
    openPopup?: (url: string, size: { width: number; height: number }) => void;
    throttleList?: readonly string[];
    language?: 'en' | 'es';
  } = {},
) {
  const host: DataLayerHost = {};
  const analytics = createPageAnalytics(host, { timers: atOnce });
  const post = vi.fn(async (path: string) =>
    path.endsWith('livePersonCheck') ? recommendation(options.proposition ?? 'P_NoNBA', options.attributes) : {},
  );
  const assist = detachedAssist({
    config: { liveChat: true, videoChat: true, videoPages: options.videoPages ?? [] },
    services: {
      post,
      readDl: async () => ({ user: { customerTag: 'vzw_cust', loginStatus: 'authenticated' } }),
      ...options.services,
    },
    ...(options.openPopup ? { openPopup: options.openPopup } : {}),
  });
  const loggedIn = options.loggedIn ?? true;
  const deps = testDeps({
    analytics,
    assist,
    visitor: () => (loggedIn ? CUSTOMER : { loggedIn: false, prospect: true, prepay: false }),
    shell: testShell({ loggedIn: () => loggedIn }),
    throttleList: async () => options.throttleList ?? ['AI_W'],
    ...(options.language === 'es' ? { site: { ...TEST_SITE, language: 'es' as const } } : {}),
  });
  render(
    <StorefrontProvider deps={deps}>
      <AssistHost />
    </StorefrontProvider>,
  );
  const view = (name: string) => act(() => analytics.pageView({ name, flow: '', channelSession: 'VZW-DOTCOM' }));
  return { host, post, assist, view };
}

const feedbackOf = (post: ReturnType<typeof vi.fn>) =>
  post.mock.calls
    .filter(([path]) => String(path).endsWith('livePersonSubmitfeedback'))
    .map(
      ([, body]) => (body as { responseList: { dispositionOptionId: string }[] }).responseList[0]?.dispositionOptionId,
    );

describe('the chat window: "connects to a sandbox agent ... shows typing ... says when the connection is lost or closed"', () => {
  const chatOn = () => {
    const streams: ChatStreamHandlers[] = [];
    const sendChat = vi.fn(async () => ({}));
    const closeChat = vi.fn(async () => ({}));
    const startChat = vi.fn(async () => ({ conversationId: 'CH-AAAA0001', agent: { name: 'Maya' } }));
    const host = renderHost({
      proposition: 'PLP_04',
      services: {
        startChat,
        sendChat,
        closeChat,
        chatEvents: async (_path, handlers) => {
          streams.push(handlers);
          return { close: () => undefined };
        },
      },
    });
    const event = (data: unknown) => act(() => streams.at(-1)?.onData(JSON.stringify(data)));
    return { ...host, streams, event, startChat, sendChat, closeChat };
  };
  const accept = async (view: (name: string) => unknown) => {
    await view('cart');
    const offer = await screen.findByRole('region', { name: 'Questions? We are here to help.' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Chat now' }));
    return screen.findByRole('region', { name: 'Chat' });
  };

  it("says who answers, shows the agent typing and the messages, and sends the customer's", async () => {
    const { view, event, sendChat, startChat } = chatOn();
    const chat = await accept(view);
    expect(await within(chat).findByRole('status')).toHaveTextContent('You are chatting with Maya.');
    expect(startChat).toHaveBeenCalledWith({ language: 'en', pageName: 'cart', handOff: [] }, expect.any(String));
    await event({ type: 'typing' });
    expect(within(chat).getByText('Maya is typing…')).toBeInTheDocument();
    await event({ type: 'message', id: '1', from: 'agent', text: 'Hi, I am Maya.', at: '2026-11-30T18:00:00Z' });
    expect(within(chat).getByRole('log')).toHaveTextContent('MayaHi, I am Maya.');
    expect(within(chat).queryByText('Maya is typing…')).toBeNull();
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendChat).toHaveBeenCalledWith('CH-AAAA0001', expect.any(String), 'Hello'));
  });

  it('a lost connection says so and offers to reconnect; a chat the agent ended offers a new one', async () => {
    const { view, streams, event } = chatOn();
    const chat = await accept(view);
    await within(chat).findByText('You are chatting with Maya.');
    act(() => streams.at(-1)?.onDrop(true));
    expect(within(chat).getByRole('status')).toHaveTextContent('The connection dropped. Reconnecting…');
    act(() => streams.at(-1)?.onDrop(false));
    expect(within(chat).getByRole('alert')).toHaveTextContent('The connection to the chat was lost.');
    expect(within(chat).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(chat).getByRole('button', { name: 'Reconnect' }));
    expect(streams).toHaveLength(2);
    act(() => streams.at(-1)?.onOpen());
    await event({ type: 'closed', reason: 'AGENT_CLOSED' });
    expect(within(chat).getByText('Maya ended the chat.')).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Start a new chat' })).toBeInTheDocument();
  });

  it('a chat the service will not start says so, in Spanish too', async () => {
    const { view } = renderHost({ proposition: 'PLP_04', language: 'es' });
    await view('cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Chatear ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El chat no está disponible ahora. Inténtalo de nuevo en unos minutos.',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('closing the window ends the chat with the service', async () => {
    const { view, closeChat } = chatOn();
    const chat = await accept(view);
    await within(chat).findByText('You are chatting with Maya.');
    fireEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(closeChat).toHaveBeenCalledWith('CH-AAAA0001'));
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
  });
});

describe('the chat offers on the page (spec 4.9)', () => {
  it('PLP_01 and PLP_02: a live agent offered in the page', async () => {
    const { view } = renderHost({ proposition: 'PLP_01' });
    await view('cart');
    const offer = await screen.findByRole('region', { name: 'Questions? We are here to help.' });
    expect(within(offer).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Chat now' })).toBeInTheDocument();
  });

  it('PLP_03 and PLP_04: a sticky bar; Chat now sends the feedback Accepted and opens the chat', async () => {
    // A chat that has not started yet: the window says it is connecting.
    const { view, post } = renderHost({ proposition: 'PLP_04', services: { startChat: () => new Promise(() => {}) } });
    await view('cart');
    const offer = await screen.findByRole('region', { name: 'Questions? We are here to help.' });
    expect(within(offer).queryByRole('heading')).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Chat now' }));
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting you with a specialist');
    expect(screen.getByText('Your cart is empty, so there is nothing to share yet.')).toBeInTheDocument();
    await waitFor(() => expect(feedbackOf(post)).toEqual(['Accepted']));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
  });

  it('PLP_05 and PLP_06: an overlay dialog; No thanks sends Declined and hides chat for the session', async () => {
    const { view, post } = renderHost({ proposition: 'PLP_06' });
    await view('cart');
    const dialog = await screen.findByRole('dialog', { name: 'Need a hand?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(feedbackOf(post)).toEqual(['Declined']));
    await view('smartphones');
    await waitFor(() => expect(post.mock.calls.filter(([p]) => String(p).endsWith('livePersonCheck'))).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the chat-label priority: the proposition's words in the page's language, else the store's", async () => {
    const attributes = [
      { attrId: 'chatLabel', value: 'Upgrading? A specialist can help.' },
      { attrId: 'chatLabelEs', value: '¿Cambia de teléfono? Un especialista le ayuda.' },
    ];
    const english = renderHost({ proposition: 'PLP_03', attributes });
    await english.view('cart');
    expect(await screen.findByText('Upgrading? A specialist can help.')).toBeInTheDocument();
    cleanup();
    const spanish = renderHost({ proposition: 'PLP_03', attributes, language: 'es' });
    await spanish.view('cart');
    expect(await screen.findByText('¿Cambia de teléfono? Un especialista le ayuda.')).toBeInTheDocument();
    cleanup();
    const unlabelled = renderHost({ proposition: 'PLP_01', attributes: [{ attrId: 'chatLabel', value: '  ' }] });
    await unlabelled.view('cart');
    expect(await screen.findByText('A specialist is ready to chat with you now.')).toBeInTheDocument();
  });

  it("an overlay waits the proposition's timeDelay before it covers the page (spec 9: default 0 s)", async () => {
    vi.useFakeTimers();
    try {
      const { view } = renderHost({ proposition: 'PLP_05', attributes: [{ attrId: 'timeDelay', value: '5' }] });
      await view('cart');
      await act(() => vi.advanceTimersByTimeAsync(4_999));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('dialog', { name: 'Need a hand?' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('PLP_07: the bot opens by itself', async () => {
    const { view } = renderHost({ proposition: 'PLP_07' });
    await view('cart');
    const bot = await screen.findByRole('region', { name: 'Virtual assistant' });
    expect(within(bot).getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
  });

  it('without AI_W in the throttle list the bot is not offered, and analytics is told why (spec 6.4)', async () => {
    const { view, host } = renderHost({ proposition: 'PLP_07', throttleList: ['EA_BAU'] });
    await view('cart');
    await waitFor(() =>
      expect(host.vzdl?.events.filter((e) => e.event === 'liveChatDecision')).toEqual([
        expect.objectContaining({ flow: 'none', propositionId: 'PLP_07', reason: 'AI_CHAT_OFF' }),
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Virtual assistant' })).toBeNull();
  });

  it('PLP_08: the bot waits to be asked', async () => {
    const { view } = renderHost({ proposition: 'PLP_08' });
    await view('cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our virtual assistant' }));
    expect(screen.getByRole('region', { name: 'Virtual assistant' })).toBeInTheDocument();
  });

  it('P_NoNBA, or a visitor who is not logged in: no offer, and analytics is told why', async () => {
    const { view, host, post } = renderHost({ loggedIn: false, proposition: 'PLP_03' });
    await view('cart');
    await waitFor(() =>
      expect(host.vzdl?.events.filter((e) => e.event === 'liveChatDecision')).toEqual([
        {
          event: 'liveChatDecision',
          flow: 'none',
          placement: '',
          propositionId: '',
          reason: 'NOT_LOGGED_IN',
          pageName: 'cart',
        },
      ]),
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("writes readDL's answer into the page data layer", async () => {
    const { view, host } = renderHost();
    await view('cart');
    await waitFor(() => expect(host.vzdl?.user).toEqual({ customerTag: 'vzw_cust', loginStatus: 'authenticated' }));
  });
});

describe('a chat a service offers with its error (spec 3.6: proactiveChatIndicator, proactiveChatCustomMSG)', () => {
  it("shows the service's words in a bar with Chat now, which opens the chat, even where the page offers none", async () => {
    const { view, assist } = renderHost({
      proposition: 'P_NoNBA',
      services: { proactiveChat: async () => recommendation('PLP_03') },
    });
    await view('productDetail');
    act(() => assist.proactiveChat.set({ message: 'A specialist can help you make room for a new line. Chat now?' }));
    const offer = await screen.findByRole('region', { name: 'Let us sort this out together.' });
    expect(offer).toHaveTextContent('A specialist can help you make room for a new line. Chat now?');
    expect(assist.proactiveChat.getState()).toBeUndefined();
    fireEvent.click(within(offer).getByRole('button', { name: 'Chat now' }));
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeInTheDocument();
  });

  it("without words of its own the offer says the store's; No thanks hides it; the next page view clears it", async () => {
    const { view, assist } = renderHost({ proposition: 'P_NoNBA' });
    await view('cart');
    act(() => assist.proactiveChat.set({}));
    const offer = await screen.findByRole('region', { name: 'Let us sort this out together.' });
    expect(offer).toHaveTextContent('A specialist can chat with you now and help with what went wrong.');
    fireEvent.click(within(offer).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region', { name: 'Let us sort this out together.' })).toBeNull();
    act(() => assist.proactiveChat.set({ message: 'Still stuck?' }));
    expect(await screen.findByText('Still stuck?')).toBeInTheDocument();
    await view('smartphones');
    expect(screen.queryByText('Still stuck?')).toBeNull();
  });
});

describe("an error's assistance link to a live agent (EA_BAU, spec 8.3)", () => {
  it('opens the chat at once, without an offer first', async () => {
    const { view, assist } = renderHost({ proposition: 'P_NoNBA' });
    await view('productDetail');
    act(() => assist.proactiveChat.set({ open: true }));
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Let us sort this out together.' })).toBeNull();
  });
});

describe('video help (spec 2.4, 5.3)', () => {
  it('offers video chat in its hours and opens it as a popup of at most 700 by 700', async () => {
    const openPopup = vi.fn();
    const { view } = renderHost({
      videoPages: ['productDetail'],
      openPopup,
      services: {
        videoChat: async () => ({ isVideoChatAvailable: 'y', mediaoutput: { agentstatistics: [{ available: 4 }] } }),
      },
    });
    await view('productDetail');
    const link = await screen.findByRole('link', { name: /Start a video chat/ });
    fireEvent.click(link);
    expect(openPopup).toHaveBeenCalledWith('/stores/video-assist?type=videochat', { width: 700, height: 700 });
  });

  it("offers video assist at the check's store, and error notices of the page get its link", async () => {
    const { view, assist } = renderHost({
      videoPages: ['cart'],
      services: {
        videoChat: async () => ({ isVideoChatAvailable: 'n', mediaoutput: { agentstatistics: [{ available: 0 }] } }),
        videoAssistCheck: async () => ({ enableVideoAssist: true, locationCode: 'ST-CHI-MIC' }),
      },
    });
    await view('cart');
    expect(await screen.findByRole('link', { name: /Get video assistance/ })).toHaveAttribute(
      'href',
      '/stores/video-assist?locationCode=ST-CHI-MIC',
    );
    expect(assist.videoAssist.getState()).toBe('ST-CHI-MIC');
  });
});

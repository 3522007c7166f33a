import type { StartChatRequest } from '@carrier/service-contracts';
import { createAtoms } from '@carrier/store';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@carrier/http-client';
import {
  CHAT_CONVERSATION_KEY,
  chatServicesOf,
  createChat,
  type ChatServices,
  type ChatStreamHandlers,
} from '../chat.js';
import { createAssistServices } from '../services.js';

const REQUEST: StartChatRequest = {
  language: 'en',
  pageName: 'cart',
  handOff: [{ count: 1, product: 'Google Pixel 10', value: '799.99', monthly: false }],
};

/** A chat over a fake service whose streams the test drives, and a session kept in a map. */
function world(overrides: Partial<ChatServices> = {}) {
  const streams: { path: string; after: number; handlers: ChatStreamHandlers; closed: boolean }[] = [];
  const services: ChatServices = {
    startChat: vi.fn(async () => ({ conversationId: 'CH-AAAA0001', agent: { name: 'Maya' } })),
    sendChat: vi.fn(async () => ({})),
    closeChat: vi.fn(async () => ({})),
    events: async (conversationId, after, handlers) => {
      const stream = { path: conversationId, after, handlers, closed: false };
      streams.push(stream);
      return { close: () => void (stream.closed = true) };
    },
    ...overrides,
  };
  const flags = new Map<string, string>();
  const session = { get: (k: string) => flags.get(k) ?? null, set: (k: string, v: string) => void flags.set(k, v) };
  const report = vi.fn();
  let id = 0;
  const chat = createChat({ services, session, newId: () => `id-${++id}`, atoms: createAtoms(), report });
  const last = () => streams.at(-1)!;
  const event = (data: unknown) => last().handlers.onData(JSON.stringify(data));
  return { chat, services, streams, flags, session, report, last, event };
}

describe('the chat window\'s conversation: "keeps the conversation across the pages of a visit and says when the connection is lost or closed"', () => {
  it('starts a conversation once, with an idempotency key and the hand-off, and keeps its id for the visit', async () => {
    const { chat, services, flags, last } = world();
    await chat.open(REQUEST);
    expect(services.startChat).toHaveBeenCalledWith(REQUEST, 'id-1');
    expect(JSON.parse(flags.get(CHAT_CONVERSATION_KEY)!)).toEqual({ id: 'CH-AAAA0001', agent: 'Maya' });
    expect(chat.getState()).toMatchObject({ status: 'open', agent: 'Maya' });
    expect(last()).toMatchObject({ path: 'CH-AAAA0001', after: 0 });
  });

  it("shows typing, then the agent's message; a message seen again (a replayed stream) is shown once", async () => {
    const { chat, event } = world();
    await chat.open(REQUEST);
    event({ type: 'typing' });
    expect(chat.getState().typing).toBe(true);
    const hello = { type: 'message', id: '1', from: 'agent', text: 'Hi, I am Maya.', at: '2026-11-30T18:00:00Z' };
    event(hello);
    event(hello);
    expect(chat.getState()).toMatchObject({
      typing: false,
      messages: [{ id: '1', from: 'agent', text: 'Hi, I am Maya.' }],
    });
  });

  it("the next page goes on with the visit's conversation: no new start, the stream opened again from the start", async () => {
    const first = world();
    await first.chat.open(REQUEST);
    const next = world();
    next.flags.set(CHAT_CONVERSATION_KEY, first.flags.get(CHAT_CONVERSATION_KEY)!);
    await next.chat.open(REQUEST);
    expect(next.services.startChat).not.toHaveBeenCalled();
    expect(next.chat.getState()).toMatchObject({ status: 'reconnecting', agent: 'Maya' });
    next.last().handlers.onOpen();
    expect(next.chat.getState().status).toBe('open');
  });

  it('a dropped connection says it is reconnecting, a lost one says so and opens again after the last message', async () => {
    const { chat, event, last, streams } = world();
    await chat.open(REQUEST);
    event({ type: 'message', id: '1', from: 'agent', text: 'Hi', at: '2026-11-30T18:00:00Z' });
    last().handlers.onDrop(true);
    expect(chat.getState().status).toBe('reconnecting');
    last().handlers.onDrop(false);
    expect(chat.getState().status).toBe('lost');
    chat.reconnect();
    expect(streams).toHaveLength(2);
    await vi.waitFor(() => expect(streams[0]!.closed).toBe(true));
    expect(last().after).toBe(1);
  });

  it('the agent closing the chat ends it for the visit; the customer closing it tells the service', async () => {
    const agentEnds = world();
    await agentEnds.chat.open(REQUEST);
    agentEnds.event({ type: 'closed', reason: 'AGENT_CLOSED' });
    expect(agentEnds.chat.getState()).toMatchObject({ status: 'closed', closedBy: 'AGENT_CLOSED' });
    expect(agentEnds.flags.get(CHAT_CONVERSATION_KEY)).toBe('');
    await vi.waitFor(() => expect(agentEnds.last().closed).toBe(true));

    const customerEnds = world();
    await customerEnds.chat.open(REQUEST);
    await customerEnds.chat.close();
    expect(customerEnds.services.closeChat).toHaveBeenCalledWith('CH-AAAA0001');
    expect(customerEnds.chat.getState()).toMatchObject({ status: 'closed', closedBy: 'CUSTOMER_CLOSED' });
  });

  it('a chat the service will not start says so, and can be tried again', async () => {
    const start = vi
      .fn<ChatServices['startChat']>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce({ conversationId: 'CH-AAAA0002', agent: { name: 'Luis' } });
    const { chat, report } = world({ startChat: start });
    await chat.open(REQUEST);
    expect(chat.getState().status).toBe('failed');
    expect(report).toHaveBeenCalled();
    await chat.restart(REQUEST);
    expect(chat.getState()).toMatchObject({ status: 'open', agent: 'Luis' });
  });

  it('a message that could not be sent is kept to send again; an empty one is not sent', async () => {
    const send = vi.fn<ChatServices['sendChat']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const { chat } = world({ sendChat: send });
    await chat.open(REQUEST);
    await chat.send('   ');
    expect(send).not.toHaveBeenCalled();
    await chat.send(' When does it ship? ');
    expect(chat.getState().unsent).toBe('When does it ship?');
    await chat.send('When does it ship?');
    expect(send).toHaveBeenLastCalledWith('CH-AAAA0001', 'id-3', 'When does it ship?');
    expect(chat.getState().unsent).toBeUndefined();
  });

  it("an event that is not the contract's is reported and changes nothing", async () => {
    const { chat, event, last, report } = world();
    await chat.open(REQUEST);
    event({ type: 'message', id: '1', from: 'hacker', text: '<img src=x onerror=alert(1)>' });
    last().handlers.onData('not json');
    expect(chat.getState().messages).toEqual([]);
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe("the chat's calls and events over the carrier's services", () => {
  /** An EventSource the test drives. */
  class FakeEvents {
    readonly CONNECTING = 0;
    readyState = 0;
    onopen: (() => void) | null = null;
    onmessage: ((event: MessageEvent<string>) => void) | null = null;
    onerror: (() => void) | null = null;
    closed = false;
    constructor(readonly url: string) {}
    close() {
      this.closed = true;
    }
  }

  it("posts each call under the chat service with its contract, the start with its Idempotency-Key, and reads events under the visitor's base", async () => {
    const answer = {
      serviceHeader: { statusCode: '00000' },
      data: { conversationId: 'CH-AAAA0001', agent: { name: 'Maya' }, state: 'open' },
    };
    const post = vi.fn(async () => answer);
    const opened: FakeEvents[] = [];
    const services = createAssistServices({ get: post, post, request: post } as unknown as HttpClient, {
      channelId: 'VZW-DOTCOM',
      serviceBase: () => 'auth',
      openEvents: (url) => {
        const events = new FakeEvents(url);
        opened.push(events);
        return events as unknown as EventSource;
      },
    });
    const chat = chatServicesOf(services);
    expect(await chat.startChat(REQUEST, 'key-00000001')).toMatchObject({ conversationId: 'CH-AAAA0001' });
    expect(post).toHaveBeenLastCalledWith(
      'chatservice/conversations',
      REQUEST,
      expect.objectContaining({ headers: { 'Idempotency-Key': 'key-00000001' } }),
    );
    await chat.sendChat('CH-AAAA0001', 'msg-00000001', 'Hello');
    expect(post).toHaveBeenLastCalledWith(
      'chatservice/conversations/messages',
      { conversationId: 'CH-AAAA0001', messageId: 'msg-00000001', text: 'Hello' },
      {},
    );

    const seen: string[] = [];
    const stream = await chat.events('CH-AAAA0001', 3, {
      onData: (data) => seen.push(data),
      onOpen: () => seen.push('open'),
      onDrop: (retrying) => seen.push(retrying ? 'retrying' : 'lost'),
    });
    const events = opened[0]!;
    expect(events.url).toBe('/soe/digital/auth/chatservice/conversations/CH-AAAA0001/events?after=3');
    events.onopen?.();
    events.onmessage?.({ data: '{"type":"typing"}' } as MessageEvent<string>);
    events.onerror?.();
    events.readyState = 2;
    events.onerror?.();
    expect(seen).toEqual(['open', '{"type":"typing"}', 'retrying', 'lost']);
    stream.close();
    expect(events.closed).toBe(true);
  });

  it("a chat answer that is not the contract's is refused", async () => {
    const post = vi.fn(async () => ({ serviceHeader: { statusCode: '00000' }, data: { conversationId: '<script>' } }));
    const services = createAssistServices({ get: post, post, request: post } as unknown as HttpClient, {
      channelId: 'VZW-DOTCOM',
    });
    await expect(services.startChat(REQUEST, 'key-00000002')).rejects.toThrow(/chatservice\/conversations/);
  });
});

import { createValue, type Atoms, type Value } from '@carrier/store';
import { ChatEvent, check, type StartChatRequest } from '@carrier/service-contracts';
import type { AssistServices } from './deps.js';

/** The session key of the open conversation's id: the chat goes on from page to page of the visit. */
export const CHAT_CONVERSATION_KEY = 'liveChatConversation';

/** A message of the conversation, as the chat window shows it. */
export interface ChatMessage {
  readonly id: string;
  readonly from: 'agent' | 'customer';
  readonly text: string;
  readonly at: string;
}

/**
 * Where the conversation stands: being started, open, its connection lost (for now, `reconnecting`, or for good,
 * `lost`), over (`closed`, by whom), or not started because the service refused (`failed`).
 */
export interface ChatState {
  readonly status: 'starting' | 'open' | 'reconnecting' | 'lost' | 'closed' | 'failed';
  readonly agent: string | undefined;
  readonly messages: readonly ChatMessage[];
  /** The agent is typing an answer. */
  readonly typing: boolean;
  readonly closedBy: 'CUSTOMER_CLOSED' | 'AGENT_CLOSED' | undefined;
  /** The customer's last message could not be sent: its text, to send again. */
  readonly unsent: string | undefined;
}

/** A conversation's event stream, as the platform opens it (an `EventSource` in the browser). */
export interface ChatStream {
  close(): void;
}

export interface ChatStreamHandlers {
  /** An event's data, unread (checked against the contract here). */
  readonly onData: (data: string) => void;
  /** The connection dropped: the platform tries again by itself (`retrying`) or has given up. */
  readonly onDrop: (retrying: boolean) => void;
  /** The connection is (again) open. */
  readonly onOpen: () => void;
}

/**
 * The chat service's calls (`{base}/chatservice/conversations`, the assistance's), each answer checked by its
 * contract, and the conversation's events opened after the message `after` (0: all of them).
 */
export interface ChatServices extends Pick<AssistServices, 'startChat' | 'sendChat' | 'closeChat'> {
  events(conversationId: string, after: number, handlers: ChatStreamHandlers): Promise<ChatStream>;
}

export interface ChatOptions {
  readonly services: ChatServices;
  /** The visit's session flags (an empty value is none). */
  readonly session: { get(key: string): string | null; set(key: string, value: string): void };
  /** A new unique id (the start's idempotency key, each message's id); a random UUID by default. */
  readonly newId?: () => string;
  readonly atoms: Atoms;
  /** A call that failed or an event that could not be read: reported (the window says what it means). */
  readonly report?: (error: unknown) => void;
}

export interface Chat extends Value<ChatState> {
  /** Goes on with the visit's conversation, or starts one with what the agent is to be told. */
  open(request: StartChatRequest): Promise<void>;
  send(text: string): Promise<void>;
  /** Ends the conversation for the customer. */
  close(): Promise<void>;
  /** Opens the lost connection again. */
  reconnect(): void;
  /** Leaves the conversation there and starts another. */
  restart(request: StartChatRequest): Promise<void>;
  /** Stops listening (the window is gone); the conversation goes on for the next page. */
  detach(): void;
}

const INITIAL: ChatState = {
  status: 'starting',
  agent: undefined,
  messages: [],
  typing: false,
  closedBy: undefined,
  unsent: undefined,
};

/**
 * A conversation with a chat agent: started once with the cart's hand-off values, its id kept for the visit so that
 * each page goes on with it (the stream replays what was said), its events read against the contract, and every
 * failure said as what it means to the customer: the chat could not start, a message was not sent, the connection was
 * lost. The world (the service, the session storage, ids) is given.
 */
export function createChat(options: ChatOptions): Chat {
  const { services, session, newId = () => globalThis.crypto.randomUUID(), report = () => undefined } = options;
  const state = createValue<ChatState>(INITIAL, options.atoms);
  const update = (change: Partial<ChatState>) => state.set({ ...state.getState(), ...change });
  let conversationId: string | undefined;
  /** The visit's conversation, as kept in the session: its id and its agent's name. */
  const kept = (): { id: string; agent: string } | undefined => {
    try {
      const value = JSON.parse(session.get(CHAT_CONVERSATION_KEY) || 'null') as unknown;
      if (value && typeof value === 'object' && 'id' in value && 'agent' in value) {
        const { id, agent } = value as Record<string, unknown>;
        if (typeof id === 'string' && typeof agent === 'string') return { id, agent };
      }
    } catch {
      // Not ours: no conversation.
    }
    return undefined;
  };
  let stream: ChatStream | undefined;
  const stopListening = () => {
    stream?.close();
    stream = undefined;
  };
  /** The visit has no conversation any more: the next chat starts a new one. */
  const forget = () => session.set(CHAT_CONVERSATION_KEY, '');

  const lastId = () => Number(state.getState().messages.at(-1)?.id ?? 0) || 0;
  const onData = (data: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch (error) {
      return report(error);
    }
    const event = check(ChatEvent, parsed);
    if (!event.ok) return report(new Error(`A chat event could not be read: ${event.message}`));
    const now = state.getState();
    switch (event.value.type) {
      case 'typing':
        return update({ typing: true });
      case 'closed':
        forget();
        stopListening();
        return update({ status: 'closed', typing: false, closedBy: event.value.reason });
      case 'message': {
        const { id, from, text, at } = event.value;
        if (now.messages.some((m) => m.id === id)) return;
        return update({
          messages: [...now.messages, { id, from, text, at }],
          typing: from === 'agent' ? false : now.typing,
        });
      }
    }
  };
  const listen = () => {
    if (!conversationId) return;
    stopListening();
    // Closed as soon as it is open when it is closed before.
    const opening = services.events(conversationId, lastId(), {
      onData,
      onOpen: () => {
        if (state.getState().status !== 'closed') update({ status: 'open' });
      },
      onDrop: (retrying) => {
        if (state.getState().status === 'closed') return;
        update({ status: retrying ? 'reconnecting' : 'lost', typing: false });
      },
    });
    stream = { close: () => void opening.then((opened) => opened.close(), report) };
  };

  const chat: Chat = {
    ...state,
    async open(request) {
      const visit = kept();
      if (visit) {
        conversationId = visit.id;
        update({ ...INITIAL, status: 'reconnecting', agent: visit.agent });
        return listen();
      }
      update({ ...INITIAL });
      try {
        const started = await services.startChat(request, newId());
        conversationId = started.conversationId;
        session.set(CHAT_CONVERSATION_KEY, JSON.stringify({ id: conversationId, agent: started.agent.name }));
        update({ status: 'open', agent: started.agent.name });
        listen();
      } catch (error) {
        report(error);
        update({ status: 'failed' });
      }
    },
    async send(text) {
      const body = text.trim();
      if (!conversationId || body === '' || state.getState().status === 'closed') return;
      update({ unsent: undefined });
      try {
        await services.sendChat(conversationId, newId(), body);
      } catch (error) {
        report(error);
        update({ unsent: body });
      }
    },
    async close() {
      const id = conversationId;
      forget();
      stopListening();
      update({ status: 'closed', typing: false, closedBy: 'CUSTOMER_CLOSED' });
      if (id) await services.closeChat(id).catch(report);
    },
    reconnect() {
      if (state.getState().status !== 'lost') return;
      update({ status: 'reconnecting' });
      listen();
    },
    restart(request) {
      stopListening();
      conversationId = undefined;
      forget();
      return chat.open(request);
    },
    detach: stopListening,
  };
  return chat;
}

/** The chat service's calls: the assistance's, each conversation's events under the chat service's path. */
export function chatServicesOf(
  services: Pick<AssistServices, 'startChat' | 'sendChat' | 'closeChat' | 'chatEvents'>,
): ChatServices {
  return {
    startChat: (request, key) => services.startChat(request, key),
    sendChat: (id, messageId, text) => services.sendChat(id, messageId, text),
    closeChat: (id) => services.closeChat(id),
    events: (id, after, handlers) =>
      services.chatEvents(
        `chatservice/conversations/${encodeURIComponent(id)}/events${after > 0 ? `?after=${after}` : ''}`,
        handlers,
      ),
  };
}

import type { Value } from '@carrier/store';
import { loadOnce } from '../platform/load-once.js';
import type { PageData, VisitorData } from '@carrier/analytics-tagger';
import type { StartChatRequest } from '@carrier/service-contracts';
import type { ChatStream, ChatStreamHandlers } from './chat.js';

/** The switches of the assistance offers. */
export interface AssistConfig {
  /** The live-chat feature flag (spec 6.5). */
  readonly liveChat: boolean;
  /** The chat flag video chat needs (spec 5.3). */
  readonly videoChat: boolean;
  /** The pages that offer video help (by page name). */
  readonly videoPages: readonly string[];
}

export const DEFAULT_ASSIST_CONFIG: AssistConfig = {
  liveChat: true,
  videoChat: true,
  videoPages: ['productDetail', 'cart', 'cart blocker'],
};

/** The calls of the assistance offers (spec 7.3). */
export interface AssistServices {
  /** Posts a live-chat call (check or feedback) with its own time limit. */
  post(path: string, body: unknown, timeoutMs?: number): Promise<unknown>;
  /**
   * The chat the recommendation service proposes for a page (`pdm` with source proactiveChat and the header
   * `DESTINATION_CLIENT_ID: NSA`, spec 7.3): a recommendation answer, read like livePersonCheck's.
   */
  proactiveChat(page: string): Promise<unknown>;
  /** `GET /support/1d/data/nos/videochat?zip=0`. */
  videoChat(): Promise<unknown>;
  /** `POST {base}/fraudservice/error/video-assist-check`. */
  videoAssistCheck(): Promise<{ readonly enableVideoAssist: boolean; readonly locationCode?: string | undefined }>;
  /** readDL by visitor type: posts the page data layer, answers the services' `vzdl`. */
  readDl(path: string, page: PageData): Promise<{ readonly page?: Partial<PageData>; readonly user?: VisitorData }>;
  /** `POST {base}/chatservice/conversations` with an Idempotency-Key: a conversation with an agent. */
  startChat(
    request: StartChatRequest,
    idempotencyKey: string,
  ): Promise<{ readonly conversationId: string; readonly agent: { readonly name: string } }>;
  /** `POST {base}/chatservice/conversations/messages`: the customer's message, once by its id. */
  sendChat(conversationId: string, messageId: string, text: string): Promise<unknown>;
  /** `POST {base}/chatservice/conversations/close`. */
  closeChat(conversationId: string): Promise<unknown>;
  /**
   * Opens a stream of the services' events (`path` under the visitor's service base: a conversation's), as Server-Sent
   * Events; the platform opens it again by itself after a drop while it can.
   */
  chatEvents(path: string, handlers: ChatStreamHandlers): Promise<ChatStream>;
}

/** What the assistance offers get from the app (spec 2.4, 4.9, 5.3, 6.5, 7.3). */
export interface AssistDeps {
  readonly config: AssistConfig;
  readonly services: AssistServices;
  /** The local time now (video chat's hours). */
  readonly now: () => Date;
  /** The window's inner size, for the video-assist popup (spec 2.4). */
  readonly windowSize: () => { readonly width: number; readonly height: number };
  /** Opens a page in a popup window of a size. */
  readonly openPopup: (url: string, size: { readonly width: number; readonly height: number }) => void;
  /** Video assist is offered on this page (its location code): error notices add their link (spec 8.3). */
  readonly videoAssist: Value<string | undefined>;
  /**
   * A chat offer a service asked for with an error on this page (`proactiveChatIndicator`, spec 3.6), with the
   * service's words (`proactiveChatCustomMSG`) when it gave them; cleared by the next page view.
   */
  readonly proactiveChat: Value<ProactiveChat | undefined>;
  /** The chat widget, once its code has arrived and drawn it: a page with private data hides it. */
  readonly chatWidget: Value<ChatWidget | undefined>;
}

/** What a page can ask of the chat widget. */
export interface ChatWidget {
  hide(): void;
  show(): void;
}

/** A chat offer asked for by a service's error answer; or the chat opened at once (an error's assistance link). */
export interface ProactiveChat {
  readonly message?: string;
  /** The customer asked for it: the chat opens without an offer first. */
  readonly open?: boolean;
}

/** The assistance calls, loaded with their contracts when the offers first need them. */
export function deferredAssistServices(load: () => Promise<AssistServices>): AssistServices {
  const loaded = loadOnce(load);
  // Each call waits for the calls' code, then is made.
  return Object.fromEntries(
    Object.keys(ASSIST_CALLS).map((name) => [
      name,
      (...args: unknown[]) =>
        loaded().then((s) => (s[name as keyof AssistServices] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as unknown as AssistServices;
}

/** Every call of `AssistServices`, by name (the compiler checks that none is left out). */
const ASSIST_CALLS = {
  post: 1,
  proactiveChat: 1,
  videoChat: 1,
  videoAssistCheck: 1,
  readDl: 1,
  startChat: 1,
  sendChat: 1,
  closeChat: 1,
  chatEvents: 1,
} satisfies Record<keyof AssistServices, 1>;

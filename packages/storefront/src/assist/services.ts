import { customerTag } from '@carrier/analytics-tagger';
import { SERVICE_BASES, createHttpClient, type HttpClient, type ServiceBase } from '@carrier/http-client';
import {
  ChatConversationResponse,
  ReadDlResponse,
  VideoAssistCheckResponse,
  VideoChatResponse,
  check,
  type Contract,
} from '@carrier/service-contracts';
import { MalformedResponseError, serviceCalls } from '../platform/malformed.js';
import type { AssistServices } from './deps.js';

/** The recommendation service's call (spec 7.3): with source proactiveChat it recommends a chat. */
export const PDM_PATH = 'personalizationrecommendationsservice/pdm/';
/** The header the proactive-chat recommendation is sent with (spec 7.3). */
export const PROACTIVE_CHAT_HEADERS = { DESTINATION_CLIENT_ID: 'NSA' } as const;

/** Where video-chat availability is read, outside the service bases (spec 7.3). */
export const VIDEO_CHAT_PATH = '/support/1d/data/nos/videochat';

function checked<T>(path: string, contract: Contract<T>, answer: unknown): T {
  const result = check(contract, answer);
  if (!result.ok) throw new MalformedResponseError(path, result.message);
  return result.value;
}

/**
 * The assistance calls over the carrier client (and a plain one for video chat), every answer checked against
 * its contract; the live-chat answers are read by the engine, which refuses what it cannot read.
 */
export function createAssistServices(
  services: HttpClient,
  options: {
    readonly channelId: string;
    readonly support?: HttpClient;
    /** The visitor's service base now (spec 7.1), where the chat's events are read. */
    readonly serviceBase?: () => ServiceBase;
    /** Opens a stream of Server-Sent Events; the browser's `EventSource` by default. */
    readonly openEvents?: (url: string) => EventSource;
  },
): AssistServices {
  const support = options.support ?? createHttpClient({ headers: [() => ({ Accept: 'application/json' })] });
  const chat = serviceCalls(services, 'chatservice');
  return {
    startChat: (request, key) => chat.post('conversations', request, ChatConversationResponse, key),
    sendChat: (conversationId, messageId, text) =>
      chat.post('conversations/messages', { conversationId, messageId, text }, ChatConversationResponse),
    closeChat: (conversationId) => chat.post('conversations/close', { conversationId }, ChatConversationResponse),
    async chatEvents(path, handlers) {
      const { serviceBase = () => 'default', openEvents = (url) => new EventSource(url) } = options;
      // It opens again by itself after a drop while it can (CONNECTING), and gives up on an answer that is not a
      // stream of events (CLOSED).
      const events = openEvents(`${SERVICE_BASES[serviceBase()]}/${path}`);
      events.onopen = () => handlers.onOpen();
      events.onmessage = (event: MessageEvent<string>) => handlers.onData(event.data);
      events.onerror = () => handlers.onDrop(events.readyState === events.CONNECTING);
      return { close: () => events.close() };
    },
    post: (path, body, timeoutMs) =>
      services.post(path, body, { retry: false, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) }),
    proactiveChat: (page) =>
      services.post(PDM_PATH, { source: 'proactiveChat', page }, { retry: false, headers: PROACTIVE_CHAT_HEADERS }),
    videoChat: async () =>
      checked(VIDEO_CHAT_PATH, VideoChatResponse, await support.get(VIDEO_CHAT_PATH, { query: { zip: 0 } })),
    async videoAssistCheck() {
      const path = 'fraudservice/error/video-assist-check';
      const answer = checked(
        path,
        VideoAssistCheckResponse,
        await services.post(path, { channelId: options.channelId }),
      );
      return { enableVideoAssist: answer.data.enableVideoAssist, locationCode: answer.data.locationCode ?? undefined };
    },
    async readDl(path, page) {
      const { vzdl } = checked(path, ReadDlResponse, await services.post(path, { page }));
      return {
        page: { channelSession: vzdl.page.channelSession },
        user: { customerTag: customerTag(vzdl.user.customerType), loginStatus: vzdl.user.loginStatus },
      };
    },
  };
}

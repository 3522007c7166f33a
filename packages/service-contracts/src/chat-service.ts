import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

// The chat service's conversations (a module of their own: only the chat window's code and the services load them).

const text = (max: number) => z.string().check(z.maxLength(max));

/** A chat conversation's id, as the chat service gives it. */
const conversationId = z.string().check(z.regex(/^CH-[A-Z0-9]{8}$/, 'is not a conversation id'));

/**
 * Payload of POST `{base}/chatservice/conversations` (with an Idempotency-Key): a conversation with an agent, who is
 * told what the customer's cart holds (the hand-off values of spec 3.1) and the page the chat was opened on.
 */
export const StartChatRequest = z.object({
  language: z.enum(['en', 'es']),
  pageName: text(100),
  handOff: z
    .array(z.object({ count: z.number(), product: text(200), value: text(20), monthly: z.boolean() }))
    .check(z.maxLength(30)),
});
export type StartChatRequest = z.infer<typeof StartChatRequest>;

/** Why a conversation is over: the customer closed it, or the agent did. */
export const CHAT_CLOSE_REASONS = ['CUSTOMER_CLOSED', 'AGENT_CLOSED'] as const;

/** A conversation: its id, the agent's first name, and whether it is still open. */
export const ChatConversation = z.object({
  conversationId,
  agent: z.object({ name: text(40) }),
  state: z.enum(['open', 'closed']),
});
export type ChatConversation = z.infer<typeof ChatConversation>;
/** Answer of POST `{base}/chatservice/conversations`, `…/messages` and `…/close`. */
export const ChatConversationResponse = z.object({ serviceHeader: ServiceHeader, data: ChatConversation });

/** Payload of POST `{base}/chatservice/conversations/messages`: the customer's message, sent once by its id. */
export const SendChatRequest = z.object({
  conversationId,
  messageId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'is not a message id')),
  text: z.string().check(z.minLength(1, 'is empty'), z.maxLength(1000, 'is longer than 1000 characters')),
});
export type SendChatRequest = z.infer<typeof SendChatRequest>;

/** Payload of POST `{base}/chatservice/conversations/close`. */
export const CloseChatRequest = z.object({ conversationId });

/**
 * An event of a conversation, as GET `{base}/chatservice/conversations/{id}/events` streams them (Server-Sent Events,
 * each event's `data` this JSON): a message of either side (with the stream's event id, so that a stream opened again
 * with `Last-Event-ID` goes on after it), the agent typing, or the conversation's end.
 */
export const ChatEvent = z.union([
  z.object({
    type: z.literal('message'),
    id: z.string(),
    from: z.enum(['agent', 'customer']),
    text: text(1000),
    /** ISO time the message was sent. */
    at: z.string(),
  }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('closed'), reason: z.enum(CHAT_CLOSE_REASONS) }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

import {
  CloseChatRequest,
  SendChatRequest,
  StartChatRequest,
  type ChatConversation,
  type ChatEvent,
} from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { OK_HEADER, readBody, idempotencyKeyOf, serviceError } from '../http.js';
import { browserOwner, newRecordId } from '../ids.js';
import { scenarioOf } from '../scenarios.js';

/** How long the agent takes to answer, typing meanwhile, when the scenario does not say. */
const REPLY_AFTER_MS = 1_200;
/** A conversation nobody wrote in for this long is forgotten. */
const IDLE_MS = 30 * 60_000;
/** A comment line on an open stream this often, so that no proxy takes it for dead. */
const KEEP_ALIVE_MS = 15_000;
/** The agents who answer, by the conversation's id. */
const AGENTS = ['Jordan', 'Maya', 'Luis', 'Aisha', 'Sam'] as const;

/** Card numbers, SSNs and PINs have no place in a chat: runs of 4 or more digits are removed from what is kept. */
const DIGITS = /\d(?:[\s-]?\d){3,}/g;

type Message = Extract<ChatEvent, { type: 'message' }>;
type Language = StartChatRequest['language'];

interface Conversation {
  readonly id: string;
  readonly key: string;
  readonly owner: string;
  readonly language: Language;
  readonly agent: string;
  readonly replyAfterMs: number;
  /** The scenario's dropped connection: the stream ends once it has written the agent's greeting, and does not open again. */
  readonly drops: boolean;
  readonly messages: Message[];
  readonly seen: Set<string>;
  closed: (ChatEvent & { type: 'closed' }) | undefined;
  dropped: boolean;
  lastActivity: number;
  readonly listeners: Set<(event: ChatEvent | 'drop') => void>;
}

const WORDS = {
  en: {
    greeting: (agent: string, items: readonly string[]) =>
      items.length > 0
        ? `Hi, I'm ${agent}. I can see what's in your cart: ${items.join('; ')}. How can I help?`
        : `Hi, I'm ${agent}. How can I help you today?`,
    removed:
      'For your security, please never share card numbers, your SSN or your PIN in a chat. I removed the digits from our conversation.',
    bye: "Glad I could help. I'm closing this chat now; you can start a new one from any page.",
    answers: [
      [
        /price|cost|pay|monthly|financ|apr/i,
        'Every phone can be paid over 36 months at 0% APR, or in full. Its page and your cart show the monthly amount, and any promotion credits come off each month.',
      ],
      [
        /trade|old phone/i,
        "You can trade in your current phone from the phone's page or at checkout: answer a few questions for an estimate, and the credit is applied once we receive it.",
      ],
      [
        /deliver|ship|pick ?up|store/i,
        'Orders ship free and arrive in 2 business days. If a store near you has it in stock you can pick it up today, and some ZIP codes can have it delivered the same day.',
      ],
      [
        /plan|data|unlimited|hotspot/i,
        'Our Unlimited plans differ in premium data, hotspot and travel. The plans page compares them, and on a phone\'s page "Which plan suits this phone?" suggests one.',
      ],
      [
        /port|number|keep/i,
        "You can keep your number: at checkout, choose to move it and have your current carrier's account number and transfer PIN ready.",
      ],
    ] as const,
    fallback: 'I can help with phones, plans, trade-ins, delivery and your order. Could you tell me a little more?',
    itemMonthly: (count: number, product: string, value: string) => `${count} × ${product} (${value}/mo)`,
    item: (count: number, product: string, value: string) => `${count} × ${product} (${value})`,
  },
  es: {
    greeting: (agent: string, items: readonly string[]) =>
      items.length > 0
        ? `Hola, soy ${agent}. Veo lo que tienes en el carrito: ${items.join('; ')}. ¿En qué te ayudo?`
        : `Hola, soy ${agent}. ¿En qué te puedo ayudar hoy?`,
    removed:
      'Por tu seguridad, nunca compartas números de tarjeta, tu SSN ni tu PIN en un chat. Quité los dígitos de nuestra conversación.',
    bye: 'Me alegra haberte ayudado. Cierro este chat; puedes empezar otro desde cualquier página.',
    answers: [
      [
        /precio|cuesta|pag|mensual|financ/i,
        'Todos los teléfonos se pueden pagar en 36 meses al 0% APR, o al contado. Su página y tu carrito muestran el pago mensual, y los créditos de promoción se descuentan cada mes.',
      ],
      [
        /entrega de equipo|cambiar mi|teléfono viejo|usado/i,
        'Puedes entregar tu teléfono actual desde la página del teléfono o al pagar: responde unas preguntas para un estimado, y el crédito se aplica cuando lo recibimos.',
      ],
      [
        /envío|enví|llega|recoger|tienda/i,
        'Los pedidos se envían gratis y llegan en 2 días hábiles. Si una tienda cercana lo tiene, puedes recogerlo hoy, y en algunos códigos postales llega el mismo día.',
      ],
      [
        /plan|datos|ilimitado|hotspot/i,
        'Nuestros planes Unlimited se diferencian en datos premium, hotspot y viajes. La página de planes los compara, y en la página de un teléfono "¿Qué plan le va a este teléfono?" te sugiere uno.',
      ],
      [
        /portar|número|conservar/i,
        'Puedes conservar tu número: al pagar, elige transferirlo y ten a mano el número de cuenta y el PIN de transferencia de tu compañía actual.',
      ],
    ] as const,
    fallback: 'Te ayudo con teléfonos, planes, entregas de equipo, envíos y tu pedido. ¿Me cuentas un poco más?',
    itemMonthly: (count: number, product: string, value: string) => `${count} × ${product} (${value}/mes)`,
    item: (count: number, product: string, value: string) => `${count} × ${product} (${value})`,
  },
} as const;

const BYE = /\b(bye|goodbye|thanks|thank you|adiós|gracias)\b/i;

/** The agent's answer to a customer's message (already without its digits), and whether it ends the conversation. */
export function agentReply(language: Language, text: string, hadDigits: boolean): { text: string; closes: boolean } {
  const words = WORDS[language];
  if (hadDigits) return { text: words.removed, closes: false };
  if (BYE.test(text)) return { text: words.bye, closes: true };
  const found = words.answers.find(([pattern]) => pattern.test(text));
  return { text: found ? found[1] : words.fallback, closes: false };
}

/**
 * The chat service (`{base}/chatservice/conversations`): a conversation with a scripted agent, who is told the
 * customer's cart and greets them with it, shows typing before each answer and answers from a script in the
 * customer's language. The conversation's events stream over Server-Sent Events; a stream opened again with
 * `Last-Event-ID` (a new page of the same visit) goes on after the last message it had. Conversations are kept in
 * memory only, without the digits of what customers write: never in the sandbox's stored records.
 *
 * Scenarios: `chat-unavailable` (starting answers 503), `chat-connection-drops` (the stream ends after the greeting
 * and does not open again), `chat-quick` (answers at once).
 */
export function chatAgentService(now: () => Date, timers: Pick<typeof globalThis, 'setTimeout'> = globalThis): Hono {
  const app = new Hono();
  const api = '/chatservice/conversations';
  const conversations = new Map<string, Conversation>();

  const view = (kept: Conversation): ChatConversation => ({
    conversationId: kept.id,
    agent: { name: kept.agent },
    state: kept.closed ? 'closed' : 'open',
  });
  const answer = (c: Context, kept: Conversation) => c.json({ serviceHeader: OK_HEADER, data: view(kept) });
  const emit = (kept: Conversation, event: ChatEvent | 'drop') => {
    for (const listener of [...kept.listeners]) listener(event);
  };
  const say = (kept: Conversation, from: Message['from'], text: string) => {
    const message: Message = {
      type: 'message',
      id: String(kept.messages.length + 1),
      from,
      text,
      at: now().toISOString(),
    };
    kept.messages.push(message);
    kept.lastActivity = now().getTime();
    emit(kept, message);
  };
  const close = (kept: Conversation, reason: 'CUSTOMER_CLOSED' | 'AGENT_CLOSED') => {
    if (kept.closed) return;
    kept.closed = { type: 'closed', reason };
    emit(kept, kept.closed);
  };
  /** The agent types, then says `text` (and closes, when asked) after the conversation's delay. */
  const reply = (kept: Conversation, text: string, closes = false) => {
    emit(kept, { type: 'typing' });
    timers.setTimeout(() => {
      if (kept.closed) return;
      say(kept, 'agent', text);
      if (closes) close(kept, 'AGENT_CLOSED');
      else if (kept.drops && kept.listeners.size > 0) {
        kept.dropped = true;
        emit(kept, 'drop');
      }
    }, kept.replyAfterMs);
  };
  /** The conversation of this browser a call names, or the answer that says why not. */
  const ofBrowser = (c: Context, id: string): Conversation | Response => {
    const kept = conversations.get(id);
    if (!kept || kept.owner !== browserOwner(c) || now().getTime() - kept.lastActivity > IDLE_MS)
      return serviceError(c, 404, 'CHAT_NOT_FOUND', 'We could not find this chat. Start a new one.');
    return kept;
  };

  app.post(api, async (c) => {
    const key = idempotencyKeyOf(c, 'A chat is started');
    if (key instanceof Response) return key;
    const body = await readBody(c, StartChatRequest);
    if (!body.ok) return body.response as Response;
    const plays = scenarioOf(c)?.chatAgent ?? {};
    if (plays.failure === 'start')
      return serviceError(c, 503, 'CHAT_SERVICE_UNAVAILABLE', 'Chat is not available right now.');
    // Conversations idle past their time, with no stream open, are forgotten: the sandbox's memory does not grow.
    for (const [id, idle] of conversations)
      if (idle.listeners.size === 0 && now().getTime() - idle.lastActivity > IDLE_MS) conversations.delete(id);
    const owner = browserOwner(c);
    const replay = [...conversations.values()].find((kept) => kept.owner === owner && kept.key === key);
    if (replay) return answer(c, replay);
    const id = newRecordId('CH-', 8);
    const kept: Conversation = {
      id,
      key,
      owner,
      language: body.value.language,
      agent: AGENTS[id.charCodeAt(3) % AGENTS.length]!,
      replyAfterMs: plays.replyAfterMs ?? REPLY_AFTER_MS,
      drops: plays.failure === 'drop',
      messages: [],
      seen: new Set(),
      closed: undefined,
      dropped: false,
      lastActivity: now().getTime(),
      listeners: new Set(),
    };
    conversations.set(id, kept);
    const words = WORDS[kept.language];
    const items = body.value.handOff.map((item) =>
      (item.monthly ? words.itemMonthly : words.item)(item.count, item.product.replace(DIGITS, ''), `$${item.value}`),
    );
    reply(kept, words.greeting(kept.agent, items));
    return answer(c, kept);
  });

  app.post(`${api}/messages`, async (c) => {
    const body = await readBody(c, SendChatRequest);
    if (!body.ok) return body.response as Response;
    const kept = ofBrowser(c, body.value.conversationId);
    if (kept instanceof Response) return kept;
    if (kept.closed) return serviceError(c, 409, 'CHAT_CLOSED', 'This chat is over. Start a new one.');
    // The same message sent again (a retry) is kept once.
    if (kept.seen.has(body.value.messageId)) return answer(c, kept);
    kept.seen.add(body.value.messageId);
    const hadDigits = body.value.text.match(DIGITS) !== null;
    const text = body.value.text.replace(DIGITS, '•••');
    say(kept, 'customer', text);
    const next = agentReply(kept.language, text, hadDigits);
    reply(kept, next.text, next.closes);
    return answer(c, kept);
  });

  app.post(`${api}/close`, async (c) => {
    const body = await readBody(c, CloseChatRequest);
    if (!body.ok) return body.response as Response;
    const kept = ofBrowser(c, body.value.conversationId);
    if (kept instanceof Response) return kept;
    close(kept, 'CUSTOMER_CLOSED');
    return answer(c, kept);
  });

  app.get(`${api}/:id/events`, (c) => {
    const kept = ofBrowser(c, c.req.param('id'));
    if (kept instanceof Response) return kept;
    if (kept.dropped) return serviceError(c, 503, 'CHAT_CONNECTION_LOST', 'The chat connection was lost.');
    // The last message the browser has: its stream's own (Last-Event-ID, when it opens again by itself) or the one the
    // page had when it opened it (`after`, a new page of the visit).
    const after = Math.max(Number(c.req.header('last-event-id')) || 0, Number(c.req.query('after')) || 0);
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      const send = (event: ChatEvent) =>
        stream.writeSSE({ data: JSON.stringify(event), ...(event.type === 'message' ? { id: event.id } : {}) });
      for (const message of kept.messages.filter((m) => Number(m.id) > after)) await send(message);
      if (kept.closed) {
        await send(kept.closed);
        return;
      }
      // The scenario's dropped connection: the stream ends once the agent's greeting is written.
      if (kept.drops && kept.messages.length > 0) {
        kept.dropped = true;
        return;
      }
      // Each event written in turn; the stream ends once the last is written.
      let written = Promise.resolve();
      await new Promise<void>((resolve) => {
        const end = () => {
          kept.listeners.delete(listener);
          clearInterval(alive);
          void written.then(resolve);
        };
        const listener = (event: ChatEvent | 'drop') => {
          if (event !== 'drop') written = written.then(() => send(event));
          if (event === 'drop' || event.type === 'closed') end();
        };
        kept.listeners.add(listener);
        const alive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        stream.onAbort(end);
      });
    });
  });

  return app;
}

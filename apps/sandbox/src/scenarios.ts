import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { patternToRegExp } from './faults.js';
import { dropCookie, storeCookie } from './cookies.js';

/** The cookie that picks a scenario for one browser session. */
export const SCENARIO_COOKIE = 'sandboxScenario';

/** The throttle list when no scenario says otherwise: the prospect flow on, AI chat and live-agent help. */
export const DEFAULT_THROTTLE_LIST = ['NSE_REDIRECT_TH_PROSPECT', 'AI_W', 'EA_BAU'] as const;

interface Reply {
  /** Path pattern (`*` wildcard) of the calls answered so. */
  readonly pattern: string;
  readonly status: 401 | 400 | 409 | 500;
  readonly error: {
    readonly id: string;
    readonly message: string;
    readonly details?: readonly { readonly lockedChannelID?: string; readonly issue: string }[];
    readonly information_link?: string;
    readonly proactiveChatIndicator?: 'Y' | 'N';
    readonly proactiveChatCustomMSG?: string;
  };
}

/** A named situation the sandbox plays for one browser session. */
export interface Scenario {
  readonly description: string;
  readonly throttleList?: readonly string[];
  readonly replies?: readonly Reply[];
  /** A `goToUrl` in the answer of the landing and process-step calls (spec 4.5). */
  readonly goToUrl?: string;
  /** Same-day-delivery error forced on every shipment line (spec 8.6). */
  readonly sddError?: '10023' | '10027';
  /** What livePersonCheck answers (spec 4.9): these propositions, or status code 1. */
  readonly chat?:
    | {
        readonly propositions: readonly string[];
        /**
         * More attributes of the propositions (`dynamicAttrList`): an overlay's `timeDelay` in seconds (spec 9), the
         * offer's words (`chatLabel`, `chatLabelEs`).
         */
        readonly attributes?: Readonly<Record<string, string>>;
      }
    | { readonly failure: true };
  /** What the videochat service answers (spec 5.3), whatever the hour. */
  readonly videoChat?: { readonly available: boolean; readonly agents: number };
  /**
   * How a video-assist session goes: a Specialist joins after `joinAfterMs` (a few seconds by default) and ends it
   * after `endAfterMs`; or joining fails (`failure: 'join'`), or no Specialist comes (`failure: 'noSpecialist'`).
   */
  readonly videoAssist?: {
    readonly joinAfterMs?: number;
    readonly endAfterMs?: number;
    readonly failure?: 'join' | 'noSpecialist';
  };
  /**
   * How the chat agent plays (`chatservice`): it answers after `replyAfterMs`; or starting a chat fails
   * (`failure: 'start'`), or the connection drops after the agent's greeting and does not open again (`'drop'`).
   */
  readonly chatAgent?: { readonly replyAfterMs?: number; readonly failure?: 'start' | 'drop' };
}

/** What each proposition id offers (spec 4.9), for the scenarios' descriptions. */
const PROPOSITION_MEANING: Record<string, string> = {
  PLP_01: 'a live agent, embedded',
  PLP_02: 'a live agent, embedded',
  PLP_03: 'a live agent, sticky',
  PLP_04: 'a live agent, sticky',
  PLP_05: 'a live agent, overlay',
  PLP_06: 'a live agent, overlay',
  PLP_07: 'the chat bot, proactive',
  PLP_08: 'the chat bot, reactive',
  P_NoNBA: 'no recommendation',
  no_nba: 'no recommendation',
};

const CART_WRITES = '*/cartservice/cart/*';
const onCart = (id: string, message: string): Reply[] => [
  { pattern: CART_WRITES, status: 400, error: { id, message } },
];

/** Every cart call (reads included) answers that the cart is locked in another channel (spec 3.6, 4.4). */
function cartLock(description: string, id: string, message: string, lockedChannelID: string, issue: string): Scenario {
  return {
    description,
    replies: [{ pattern: CART_WRITES, status: 400, error: { id, message, details: [{ lockedChannelID, issue }] } }],
  };
}

/**
 * Adding a phone answers that the account is at its line limit, with what the customer can do (`details[].issue`),
 * a page to learn more (`information_link`) and a chat offer in the service's words (spec 3.6).
 */
function lineLimit(informationLink: string): Scenario {
  return {
    description: `Adding a phone answers LINE_LIMIT with two issues, a chat offer and the learn-more link ${informationLink}`,
    replies: [
      {
        pattern: '*/cartservice/cart/add-device',
        status: 400,
        error: {
          id: 'LINE_LIMIT',
          message: 'This account already has the most lines it can have.',
          details: [
            { issue: 'An account can have up to 10 lines; this one has 10.' },
            { issue: 'Remove a line from your cart or your account to add a new one.' },
          ],
          information_link: informationLink,
          proactiveChatIndicator: 'Y',
          proactiveChatCustomMSG: 'A specialist can help you make room for a new line. Chat now?',
        },
      },
    ],
  };
}

/** Every scenario, documented in the README. */
export const SCENARIOS: Readonly<Record<string, Scenario>> = {
  'prospect-flow-on': {
    description: 'Prospect flow on: throttle entry NSE_REDIRECT_TH_PROSPECT',
    throttleList: ['NSE_REDIRECT_TH_PROSPECT'],
  },
  'prospect-flow-off': { description: 'Prospect flow off: an empty throttle list', throttleList: [] },
  'throttle-nsa-prospect': {
    description: 'NSA prospect flow with accessory add-to-cart on gridwall and PDP',
    throttleList: ['NSA_REDIRECT_TH_PROSPECT', 'NSA_REDIRECT_TH_ACCESSORY_GW_PDP_NSA_ADD_TO_CART_ENABLE'],
  },
  'throttle-nsa-only': {
    description: 'NSA prospect flow, without accessory add-to-cart on gridwall and PDP',
    throttleList: ['NSA_REDIRECT_TH_PROSPECT'],
  },
  'throttle-ai': { description: 'AI chat: AI_W', throttleList: ['AI_W'] },
  'throttle-assist-chat': { description: 'Live-agent chat offer on errors: EA_BAU', throttleList: ['EA_BAU'] },
  'throttle-assist-video': { description: 'Video support offer on errors: EA_VC', throttleList: ['EA_VC'] },
  'throttle-assist-call': { description: 'Live representative offer on errors: EA_C', throttleList: ['EA_C'] },
  'throttle-next': { description: 'The Next JS test: Next_JS_Test', throttleList: ['Next_JS_Test'] },
  'cart-digital-lock': cartLock(
    'The cart is open in the My Carrier app on another phone (digital lock)',
    'CART_DIGITAL_LOCK',
    'This cart is being changed in another channel.',
    'VZW-MFA-IOS',
    'DIGITAL_LOCK',
  ),
  'cart-chat-lock': cartLock(
    'A chat representative is working on the cart (chat lock)',
    'CART_CHAT_LOCK',
    'A chat agent is working on this cart.',
    'VZW-CHAT',
    'CHAT_LOCK',
  ),
  'cart-store-lock': cartLock(
    'A retail store is working on the cart: an id in no lock list, known by its channel only',
    'CART_LOCKED',
    'This cart is open in a store.',
    'VZW-RPS',
    'STORE_LOCK',
  ),
  'scheduled-order': {
    description: 'A scheduled order: id 208 on getCases, add-device, add-accessories and landing',
    replies: [
      '*/casemanagementservice/cases/getCases',
      '*/cartservice/cart/add-device',
      '*/cartservice/cart/add-accessories',
      '*/accountlandingservice/landing',
    ].map((pattern) => ({
      pattern,
      status: 400 as const,
      error: { id: '208', message: 'An order is scheduled on this account.' },
    })),
  },
  'error-help': lineLimit('/sales/digital/help.html'),
  'error-help-offsite': lineLimit('https://help.attacker.example/line-limit'),
  unauthorized: {
    description: 'Every service call answers HTTP 401',
    replies: [{ pattern: '/soe/*', status: 401, error: { id: 'UNAUTHORIZED', message: 'The session is not valid.' } }],
  },
  ...Object.fromEntries(
    ['R1001', '1022', '3454', '15501', '899'].map((id) => [
      `error-${id}`,
      { description: `Cart calls answer id ${id}`, replies: onCart(id, `Cart service error ${id}.`) },
    ]),
  ),
  'error-redis': {
    description: "Cart calls fail with a message containing 'redis'",
    replies: onCart('CART_STORE', 'Could not reach redis for the cart.'),
  },
  'error-missing': {
    description: "Cart calls fail with a message containing 'missing'",
    replies: onCart('CART_DATA', 'The cart lineId is missing.'),
  },
  'error-request-body': {
    description: "Cart calls fail with 'Request body must either contain'",
    replies: onCart('BAD_BODY', 'Request body must either contain cartId or mdn.'),
  },
  'accessory-not-found': {
    description: "Id 3000 'Accessory Item not found in cart' on cart calls",
    replies: onCart('3000', 'Accessory Item not found in cart'),
  },
  'accessory-invalid': {
    description: "Id 3000 'Invalid Accessory Item Id' on cart calls",
    replies: onCart('3000', 'Invalid Accessory Item Id'),
  },
  'sdd-10023': { description: 'Same-day delivery not available in the area (10023) on every line', sddError: '10023' },
  'sdd-10027': { description: 'Same-day delivery not available for the item (10027) on every line', sddError: '10027' },
  ...Object.fromEntries(
    Object.entries(PROPOSITION_MEANING).map(([id, meaning]) => [
      `chat-${id}`,
      { description: `livePersonCheck recommends ${id}: ${meaning}`, chat: { propositions: [id] } },
    ]),
  ),
  'checkout-ready': {
    description: 'Adding a phone answers that the cart is ready for checkout (a redirect-to-checkout message)',
    replies: [
      {
        pattern: '*/cartservice/cart/add-device',
        status: 400,
        error: { id: '2501', message: 'Your cart is already set for your order. Please proceed to checkout.' },
      },
    ],
  },
  'chat-ai-off': {
    description: 'livePersonCheck recommends the proactive bot (PLP_07), and the throttle list has no AI_W',
    chat: { propositions: ['PLP_07'] },
    throttleList: ['NSE_REDIRECT_TH_PROSPECT', 'EA_BAU'],
  },
  'chat-overlay-delayed': {
    description: 'livePersonCheck recommends PLP_05, an overlay that waits 5 s (timeDelay)',
    chat: { propositions: ['PLP_05'], attributes: { timeDelay: '5' } },
  },
  'chat-labelled': {
    description:
      "livePersonCheck recommends PLP_03, the sticky offer, with the service's words for it in each language",
    chat: {
      propositions: ['PLP_03'],
      attributes: {
        chatLabel: 'Upgrading? A specialist can help you choose a phone and a plan.',
        chatLabelEs: '¿Cambia de teléfono? Un especialista le ayuda a elegir teléfono y plan.',
      },
    },
  },
  'chat-failure': { description: 'livePersonCheck answers status code 1 (a failure)', chat: { failure: true } },
  'video-assist-quick': {
    description: 'Video assist: a Specialist joins after 1.5 s and ends the session 4 s later',
    videoAssist: { joinAfterMs: 1_500, endAfterMs: 4_000 },
  },
  'video-assist-failure': {
    description: 'Video assist: joining the queue fails (the service answers 503)',
    videoAssist: { failure: 'join' },
  },
  'video-assist-no-specialist': {
    description: 'Video assist: no Specialist becomes free, and the session says so after 1.5 s',
    videoAssist: { failure: 'noSpecialist', joinAfterMs: 1_500 },
  },
  'chat-unavailable': {
    description: 'Chat: the sticky offer (PLP_03), and starting a conversation fails (the chat service answers 503)',
    chat: { propositions: ['PLP_03'] },
    chatAgent: { failure: 'start' },
  },
  'chat-connection-drops': {
    description:
      "Chat: the sticky offer (PLP_03), and the connection drops after the agent's greeting and cannot be opened again",
    chat: { propositions: ['PLP_03'] },
    chatAgent: { failure: 'drop', replyAfterMs: 0 },
  },
  'video-chat-closed': {
    description: "Video chat answers 'n' with no agents, as out of hours",
    videoChat: { available: false, agents: 0 },
  },
  'video-chat-3-agents': {
    description: "Video chat answers 'y' with 3 agents (too few)",
    videoChat: { available: true, agents: 3 },
  },
  'video-chat-4-agents': {
    description: "Video chat answers 'y' with 4 agents",
    videoChat: { available: true, agents: 4 },
  },
  'goto-redirect': {
    description: 'Landing and process step answer a goToUrl to the express cart',
    goToUrl: '/sales/next/expresscart.html',
  },
};

/**
 * A store page opened with `?scenario=name` picks that scenario for the browser's session, `?scenario=none` ends
 * it; an unknown name is ignored. The store server runs it on each page it answers (`onPage`), in one process
 * with the sandbox.
 */
export function pickScenario(c: Context): void {
  const scenario = c.req.query('scenario');
  if (scenario === 'none') dropCookie(c, SCENARIO_COOKIE);
  else if (scenario && Object.hasOwn(SCENARIOS, scenario))
    storeCookie(c, SCENARIO_COOKIE, scenario, { sameSite: 'Lax' });
}

/** The scenario of this request's browser session, if it names a known one. */
export function scenarioOf(c: Context): Scenario | undefined {
  const name = getCookie(c, SCENARIO_COOKIE);
  return name && Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name] : undefined;
}

/** Calls a scenario never replaces: logging, logout and keep-alive must work whatever it plays. */
const NEVER_REPLACED = /\/(jsNotifyAsDynamic|session\/logout|session\/keepalive)$/;

/** Answers the calls a scenario replaces with its service errors. */
export function scenarioReplies(): MiddlewareHandler {
  return async (c, next) => {
    const scenario = scenarioOf(c);
    const path = new URL(c.req.url).pathname;
    const reply = NEVER_REPLACED.test(path)
      ? undefined
      : scenario?.replies?.find((r) => patternToRegExp(r.pattern).test(path));
    if (!reply) return next();
    return c.json(
      {
        serviceHeader: { statusCode: String(reply.status), statusMessage: reply.error.message },
        errors: [reply.error],
      },
      reply.status,
    );
  };
}

/** The throttle list of a request: its scenario's, else the default (spec 3.3, 6.4). */
export function throttleListOf(c: Context): readonly string[] {
  return scenarioOf(c)?.throttleList ?? DEFAULT_THROTTLE_LIST;
}

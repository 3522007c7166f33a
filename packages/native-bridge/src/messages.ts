import { parseAppProperties, type AppProperties } from './properties.js';
import { NAV_PATTERNS, type NavLeading, type NavPattern } from './patterns.js';

/** The navigation bar the web view asks the app to draw (updateNavigation). */
export interface UpdateNavigationPayload {
  readonly pattern: NavPattern;
  readonly leading: NavLeading;
  readonly alerts: boolean;
  readonly settings: boolean;
  readonly stores: boolean;
  readonly signIn: boolean;
  /** Leaving by the close button asks 'Are You Sure' first (a shop flow, spec 2.8). */
  readonly confirmClose: boolean;
}

/** Icon state the app shows in its bar. */
export interface NavIcon {
  readonly visible: boolean;
  readonly count: number;
}

/**
 * Every message of spec 7.4: what the web view sends (`payload`) and, for the two the app answers, the answer.
 * The app's answers are checked before they reach the caller.
 */
export interface BridgeMessages {
  /** Asks the app for one named parameter. */
  getParam: { payload: { readonly name: string }; answer: { readonly name: string; readonly value: string | null } };
  updateNavigation: { payload: UpdateNavigationPayload };
  /** Shows or hides the app's tab bar, with the tab to highlight. */
  updateTab: { payload: { readonly visible: boolean; readonly tabIndex: number } };
  /** The app's floating chat button (spec 9: expand duration 3, text size 13). */
  updateChatFab: {
    payload: {
      readonly visible: boolean;
      readonly text: string;
      readonly expandDuration: number;
      readonly textSize: number;
    };
  };
  /** What the app's support screens need to know about the page. */
  supportPayLoad: {
    payload: { readonly pageName: string; readonly flowName: string; readonly cartId: string | null };
  };
  setTitle: { payload: { readonly title: string; readonly tabIndex: number } };
  /** The app's help-and-assistance button, shown after `invocationTime` ms (spec 9: 500 ms). */
  setHAB: { payload: { readonly visible: boolean; readonly invocationTime: number } };
  shopNavIcons: { payload: { readonly wishlist: NavIcon; readonly cart: NavIcon } };
  /** Asks the app for its properties (spec 3.3). */
  fetchClientParameters: { payload: Record<string, never>; answer: AppProperties };
  /** Hands the page's sales data to the app's sales-support screens. */
  dataPassForSalesSupport: {
    payload: { readonly pageName: string; readonly data: Readonly<Record<string, string | number | boolean>> };
  };
  /** The page finished loading. */
  webPageLoaded: { payload: { readonly pageName: string; readonly url: string } };
}

export type MessageType = keyof BridgeMessages;
export type PayloadOf<T extends MessageType> = BridgeMessages[T]['payload'];
/** The messages the app answers. */
export type RequestType = {
  [K in MessageType]: BridgeMessages[K] extends { answer: unknown } ? K : never;
}[MessageType];
/** The messages the app only receives. */
export type NotificationType = Exclude<MessageType, RequestType>;
export type AnswerOf<T extends RequestType> = BridgeMessages[T] extends { answer: infer A } ? A : never;

export const MESSAGE_TYPES = [
  'getParam',
  'updateNavigation',
  'updateTab',
  'updateChatFab',
  'supportPayLoad',
  'setTitle',
  'setHAB',
  'shopNavIcons',
  'fetchClientParameters',
  'dataPassForSalesSupport',
  'webPageLoaded',
] as const satisfies readonly MessageType[];

export const REQUEST_TYPES = ['getParam', 'fetchClientParameters'] as const satisfies readonly RequestType[];

/** What the app may tell the web view unasked: a tap on its bar's buttons. */
export const APP_ACTIONS = ['back', 'close', 'signIn'] as const;
export type AppAction = (typeof APP_ACTIONS)[number];

/** Marks every envelope of this bridge, so other postMessage traffic is never mistaken for it. */
export const BRIDGE_TAG = 'carrier-bridge';
export const BRIDGE_VERSION = 1;

/** Web view to app. */
export type OutgoingEnvelope =
  | { readonly bridge: typeof BRIDGE_TAG; readonly v: 1; readonly kind: 'hello' }
  | {
      readonly bridge: typeof BRIDGE_TAG;
      readonly v: 1;
      readonly kind: 'call';
      readonly type: MessageType;
      readonly payload: unknown;
      /** Present on requests; the app's answer carries it back. */
      readonly id?: string;
    };

/** App to web view. */
export type IncomingEnvelope =
  | { readonly kind: 'ready' }
  | { readonly kind: 'answer'; readonly id: string; readonly payload: unknown }
  | { readonly kind: 'error'; readonly id: string; readonly message: string }
  | { readonly kind: 'action'; readonly action: AppAction };

/** A message that breaks the bridge's rules: never executed, never shown. */
export class BridgeMessageError extends Error {
  override readonly name = 'BridgeMessageError';
}

export const isBridgeMessageError = (error: unknown): error is BridgeMessageError =>
  error instanceof BridgeMessageError;

const MAX_TEXT = 512;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Check = (payload: Record<string, unknown>) => string | undefined;
const isText = (v: unknown, max = MAX_TEXT) => typeof v === 'string' && v.length <= max;
const isFlag = (v: unknown) => typeof v === 'boolean';
const isCount = (v: unknown, max = 999) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const expect = (ok: boolean, field: string) => (ok ? undefined : field);
const first = (...results: (string | undefined)[]) => results.find((r) => r !== undefined);
const icon = (v: unknown) =>
  typeof v === 'object' && v !== null && isFlag((v as NavIcon).visible) && isCount((v as NavIcon).count);

/** The shape each payload must have; a failing check names the field. */
const PAYLOAD_CHECKS: Record<MessageType, Check> = {
  getParam: (p) => expect(typeof p['name'] === 'string' && ID.test(p['name']), 'name'),
  updateNavigation: (p) =>
    first(
      expect(NAV_PATTERNS.includes(p['pattern'] as NavPattern), 'pattern'),
      expect(['logo', 'back', 'close'].includes(p['leading'] as string), 'leading'),
      ...(['alerts', 'settings', 'stores', 'signIn', 'confirmClose'] as const).map((k) => expect(isFlag(p[k]), k)),
    ),
  updateTab: (p) => first(expect(isFlag(p['visible']), 'visible'), expect(isCount(p['tabIndex'], 9), 'tabIndex')),
  updateChatFab: (p) =>
    first(
      expect(isFlag(p['visible']), 'visible'),
      expect(isText(p['text'], 80), 'text'),
      expect(isCount(p['expandDuration'], 60), 'expandDuration'),
      expect(isCount(p['textSize'], 40), 'textSize'),
    ),
  supportPayLoad: (p) =>
    first(
      expect(isText(p['pageName']), 'pageName'),
      expect(isText(p['flowName']), 'flowName'),
      expect(p['cartId'] === null || isText(p['cartId']), 'cartId'),
    ),
  setTitle: (p) => first(expect(isText(p['title'], 120), 'title'), expect(isCount(p['tabIndex'], 9), 'tabIndex')),
  setHAB: (p) =>
    first(expect(isFlag(p['visible']), 'visible'), expect(isCount(p['invocationTime'], 60_000), 'invocationTime')),
  shopNavIcons: (p) => first(expect(icon(p['wishlist']), 'wishlist'), expect(icon(p['cart']), 'cart')),
  fetchClientParameters: (p) => expect(Object.keys(p).length === 0, 'payload'),
  dataPassForSalesSupport: (p) =>
    first(
      expect(isText(p['pageName']), 'pageName'),
      expect(
        typeof p['data'] === 'object' &&
          p['data'] !== null &&
          Object.values(p['data']).every((v) => isText(v) || isFlag(v) || Number.isFinite(v)),
        'data',
      ),
    ),
  webPageLoaded: (p) => first(expect(isText(p['pageName']), 'pageName'), expect(isText(p['url'], 2048), 'url')),
};

/** Checks a message before it is sent; throws a `BridgeMessageError` naming the first wrong field. */
export function checkOutgoing(type: string, payload: unknown): asserts type is MessageType {
  if (!(MESSAGE_TYPES as readonly string[]).includes(type))
    throw new BridgeMessageError(`Unknown bridge message "${String(type).slice(0, 40)}".`);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new BridgeMessageError(`The payload of ${type} must be an object.`);
  const wrong = PAYLOAD_CHECKS[type as MessageType](payload as Record<string, unknown>);
  if (wrong !== undefined) throw new BridgeMessageError(`The payload of ${type} has a wrong ${wrong}.`);
}

/** Checks the app's answer to a request; throws a `BridgeMessageError` when it is not what was asked for. */
export function parseAnswer<T extends RequestType>(type: T, payload: unknown): AnswerOf<T> {
  if (type === 'fetchClientParameters') {
    try {
      return parseAppProperties(payload) as AnswerOf<T>;
    } catch (error) {
      throw new BridgeMessageError(`The answer to fetchClientParameters was refused: ${(error as Error).message}`);
    }
  }
  const answer = payload as Record<string, unknown> | null;
  if (
    typeof answer !== 'object' ||
    answer === null ||
    typeof answer['name'] !== 'string' ||
    !(answer['value'] === null || isText(answer['value'], 2048))
  )
    throw new BridgeMessageError('The answer to getParam must have a name and a text value or null.');
  return { name: answer['name'], value: answer['value'] } as AnswerOf<T>;
}

/**
 * Reads what arrived from the app: a JSON string (the native transports) or an object (postMessage). Anything
 * that is not one of this bridge's envelopes is refused with a `BridgeMessageError`; nothing in it is run.
 */
export function parseIncoming(raw: unknown): IncomingEnvelope {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > 100_000) throw new BridgeMessageError('A bridge message over 100 000 characters was refused.');
    try {
      value = JSON.parse(raw);
    } catch {
      throw new BridgeMessageError('A bridge message that is not JSON was refused.');
    }
  }
  if (typeof value !== 'object' || value === null) throw new BridgeMessageError('A bridge message must be an object.');
  const m = value as Record<string, unknown>;
  if (m['bridge'] !== BRIDGE_TAG || m['v'] !== BRIDGE_VERSION)
    throw new BridgeMessageError('A message of another bridge or version was refused.');
  switch (m['kind']) {
    case 'ready':
      return { kind: 'ready' };
    case 'answer':
      if (typeof m['id'] === 'string' && ID.test(m['id']))
        return { kind: 'answer', id: m['id'], payload: m['payload'] };
      break;
    case 'error':
      if (typeof m['id'] === 'string' && ID.test(m['id']))
        return { kind: 'error', id: m['id'], message: isText(m['message']) ? (m['message'] as string) : 'App error' };
      break;
    case 'action':
      if (APP_ACTIONS.includes(m['action'] as AppAction)) return { kind: 'action', action: m['action'] as AppAction };
      break;
  }
  throw new BridgeMessageError('A bridge message of an unknown kind, or without its fields, was refused.');
}

/** Builds a message envelope for the app. */
export function envelope(type: MessageType, payload: unknown, id?: string): OutgoingEnvelope {
  return { bridge: BRIDGE_TAG, v: 1, kind: 'call', type, payload, ...(id === undefined ? {} : { id }) };
}

export const HELLO: OutgoingEnvelope = { bridge: BRIDGE_TAG, v: 1, kind: 'hello' };

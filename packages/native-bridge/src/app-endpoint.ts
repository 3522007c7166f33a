import {
  BRIDGE_TAG,
  BRIDGE_VERSION,
  BridgeMessageError,
  REQUEST_TYPES,
  checkOutgoing,
  type AnswerOf,
  type AppAction,
  type MessageType,
  type PayloadOf,
  type RequestType,
} from './messages.js';

/** A message from the web view, checked, as the app's side sees it. */
export type WebViewMessage =
  | { readonly kind: 'hello' }
  | { readonly kind: 'call'; readonly type: MessageType; readonly payload: unknown; readonly id?: string };

/**
 * Reads a message the web view sent, as an app does before acting on it: an unknown type, a malformed
 * payload or a missing request id is refused with a `BridgeMessageError`.
 */
export function parseWebViewMessage(raw: unknown): WebViewMessage {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new BridgeMessageError('A web view message that is not JSON was refused.');
    }
  }
  const m = value as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null || m['bridge'] !== BRIDGE_TAG || m['v'] !== BRIDGE_VERSION)
    throw new BridgeMessageError('A message of another bridge or version was refused.');
  if (m['kind'] === 'hello') return { kind: 'hello' };
  if (m['kind'] !== 'call') throw new BridgeMessageError('A web view message of an unknown kind was refused.');
  const type = String(m['type']);
  checkOutgoing(type, m['payload']);
  const isRequest = (REQUEST_TYPES as readonly string[]).includes(type);
  const id = m['id'];
  if (isRequest && (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)))
    throw new BridgeMessageError(`A ${type} request without a usable id was refused.`);
  return { kind: 'call', type, payload: m['payload'], ...(isRequest ? { id: id as string } : {}) };
}

/** How the app answers each request. */
export type AppHandlers = {
  readonly [K in RequestType]: (payload: PayloadOf<K>) => AnswerOf<K> | Promise<AnswerOf<K>>;
};

export interface AppEndpointOptions {
  /** Sends an envelope to the web view (postMessage to the frame, or `evaluateJavascript` in an app). */
  readonly post: (message: object) => void;
  readonly handlers: AppHandlers;
  /** Every checked message from the web view, requests included. */
  readonly onMessage?: (message: WebViewMessage) => void;
  /** Every refused message. */
  readonly onRejected?: (error: BridgeMessageError) => void;
}

/**
 * The app's side of the bridge, for the native-app simulator and for tests of a web view: answers the
 * handshake and requests, reports every message, and taps the bar's buttons.
 */
export function createAppEndpoint(options: AppEndpointOptions) {
  const send = (message: object) => options.post({ bridge: BRIDGE_TAG, v: BRIDGE_VERSION, ...message });
  return {
    /** Takes one raw message from the web view. */
    async receive(raw: unknown): Promise<void> {
      let message: WebViewMessage;
      try {
        message = parseWebViewMessage(raw);
      } catch (error) {
        options.onRejected?.(error as BridgeMessageError);
        return;
      }
      options.onMessage?.(message);
      if (message.kind === 'hello') return send({ kind: 'ready' });
      if (message.id === undefined) return;
      const handler = options.handlers[message.type as RequestType] as (payload: unknown) => unknown;
      try {
        send({ kind: 'answer', id: message.id, payload: await handler(message.payload) });
      } catch (error) {
        send({ kind: 'error', id: message.id, message: (error as Error).message });
      }
    },
    /** A tap on the app's bar. */
    action(action: AppAction): void {
      send({ kind: 'action', action });
    },
  };
}

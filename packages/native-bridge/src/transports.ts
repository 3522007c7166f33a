import { BridgeMessageError, type OutgoingEnvelope } from './messages.js';

/** How envelopes travel between the web view and the app. */
export interface BridgeTransport {
  /** Which transport this is; `none` is the browser fallback with no app behind it. */
  readonly kind: 'ios' | 'android' | 'postMessage' | 'none';
  send(message: OutgoingEnvelope): void;
  /** Passes every raw message from the app to `receive`; returns a function that stops listening. */
  listen(receive: (raw: unknown) => void): () => void;
}

/** The name of the iOS script message handler the app registers (`window.webkit.messageHandlers.<name>`). */
export const IOS_HANDLER = 'carrierBridge';
/** The name of the Android JavaScript interface the app adds (`window.<name>.postMessage(json)`). */
export const ANDROID_INTERFACE = 'CarrierBridgeAndroid';
/** The function the native apps call with each message, as a JSON string (`evaluateJavascript`). */
export const RECEIVE_FUNCTION = 'carrierBridgeReceive';

/** The page's global object as the native transports see it; `window` in a browser. */
export interface NativeHost {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  [ANDROID_INTERFACE]?: { postMessage(json: string): void };
  [RECEIVE_FUNCTION]?: (json: string) => void;
}

/** Lets the app call into the page through one global function; only one bridge may hold it. */
function nativeListen(host: NativeHost, receive: (raw: unknown) => void): () => void {
  const handler = (json: string) => receive(json);
  host[RECEIVE_FUNCTION] = handler;
  return () => {
    if (host[RECEIVE_FUNCTION] === handler) delete host[RECEIVE_FUNCTION];
  };
}

/** iOS: WKWebView script message handlers, which take objects. */
export function createIosTransport(host: NativeHost): BridgeTransport {
  const handler = host.webkit?.messageHandlers?.[IOS_HANDLER];
  if (!handler) throw new BridgeMessageError(`The iOS message handler ${IOS_HANDLER} is not there.`);
  return {
    kind: 'ios',
    send: (message) => handler.postMessage(message),
    listen: (receive) => nativeListen(host, receive),
  };
}

/** Android: a JavaScript interface, which takes strings. */
export function createAndroidTransport(host: NativeHost): BridgeTransport {
  const bridge = host[ANDROID_INTERFACE];
  if (!bridge) throw new BridgeMessageError(`The Android interface ${ANDROID_INTERFACE} is not there.`);
  return {
    kind: 'android',
    send: (message) => bridge.postMessage(JSON.stringify(message)),
    listen: (receive) => nativeListen(host, receive),
  };
}

/** What postMessage needs of the window that hosts the web view (`window.parent`, or a frame's window). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The `message` event, as far as the bridge reads it. */
export interface BridgeMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/** Where `message` events arrive (`window`). */
export interface MessageEventSource {
  addEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
}

/**
 * Throws unless `origin` is exactly one origin (scheme, host and port, no path): `*` and anything wider is
 * refused, so messages never go to, or come from, a page nobody chose.
 */
export function exactOrigin(origin: string): string {
  const match = ORIGIN.exec(origin);
  const port = match?.[2] === undefined ? undefined : Number(match[2].slice(1));
  if (!match || (port !== undefined && (port < 1 || port > 65535)))
    throw new BridgeMessageError(`"${origin.slice(0, 80)}" is not one exact origin; the bridge never uses "*".`);
  return origin;
}

/** An origin as browsers write it: lower-case http(s) scheme and host, a port only when given, nothing after. */
const ORIGIN =
  /^https?:\/\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:]+\])(:\d{1,5})?$/;

export interface PostMessageTransportOptions {
  /** The window on the other side. */
  readonly target: MessageTarget;
  /** Its exact origin: messages go only there, and only messages from there are read. */
  readonly targetOrigin: string;
  /** Where this side's `message` events arrive. */
  readonly events: MessageEventSource;
  /** Told of every message refused for its origin or sender. */
  readonly onRejected?: (error: BridgeMessageError) => void;
}

/** postMessage between frames (the simulator, or an app that hosts the store in a frame), exact origins only. */
export function createPostMessageTransport(options: PostMessageTransportOptions): BridgeTransport {
  const origin = exactOrigin(options.targetOrigin);
  return {
    kind: 'postMessage',
    send: (message) => options.target.postMessage(message, origin),
    listen: (receive) => {
      const listener = (event: BridgeMessageEvent) => {
        if (event.origin !== origin || event.source !== options.target) {
          // Other frames' traffic is not ours to read; a bridge envelope from a wrong origin is worth telling.
          const data = event.data as { bridge?: unknown } | null;
          if (typeof data === 'object' && data !== null && data.bridge !== undefined)
            options.onRejected?.(
              new BridgeMessageError(`A bridge message from ${event.origin.slice(0, 80)} was refused.`),
            );
          return;
        }
        receive(event.data);
      };
      options.events.addEventListener('message', listener);
      return () => options.events.removeEventListener('message', listener);
    },
  };
}

/** The browser with no app: sends go nowhere and nothing arrives, so every call is safe on the web. */
export const NO_APP_TRANSPORT: BridgeTransport = {
  kind: 'none',
  send: () => undefined,
  listen: () => () => undefined,
};

export interface DetectTransportOptions {
  /** The web view's parent window, when the page is in a frame. */
  readonly parent?: MessageTarget | undefined;
  /** The exact origin of an app that hosts the store in a frame; without it, postMessage is never used. */
  readonly appOrigin?: string | undefined;
  readonly events?: MessageEventSource | undefined;
  readonly onRejected?: (error: BridgeMessageError) => void;
}

/**
 * The transport for this page: the iOS handler, else the Android interface, else postMessage to a parent
 * frame of the allowed origin, else the no-app fallback.
 */
export function detectTransport(host: NativeHost, options: DetectTransportOptions = {}): BridgeTransport {
  if (host.webkit?.messageHandlers?.[IOS_HANDLER]) return createIosTransport(host);
  if (typeof host[ANDROID_INTERFACE]?.postMessage === 'function') return createAndroidTransport(host);
  if (options.parent && options.appOrigin && options.events && (options.parent as unknown) !== host)
    return createPostMessageTransport({
      target: options.parent,
      targetOrigin: options.appOrigin,
      events: options.events,
      ...(options.onRejected ? { onRejected: options.onRejected } : {}),
    });
  return NO_APP_TRANSPORT;
}

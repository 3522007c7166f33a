import { createListeners, createStore, type Atoms, type StateSource } from '@carrier/store';
import {
  BridgeMessageError,
  HELLO,
  REQUEST_TYPES,
  checkOutgoing,
  envelope,
  parseAnswer,
  parseIncoming,
  type AnswerOf,
  type AppAction,
  type NotificationType,
  type OutgoingEnvelope,
  type PayloadOf,
  type RequestType,
} from './messages.js';
import type { BridgeTransport } from './transports.js';

/** A request the app did not answer in time, or a handshake it never completed. */
export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
}

/** The app answered a request with an error, or the bridge was closed before it answered. */
export class BridgeAppError extends Error {
  override readonly name = 'BridgeAppError';
}

/** How long a request waits for the app's answer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** How long the bridge waits for the app to say it is ready before it gives up on it. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 5_000;
/** How often the web view says hello until the app answers. */
export const HELLO_INTERVAL_MS = 250;

export type BridgeStatus = 'connecting' | 'ready' | 'unavailable';

export interface BridgeState {
  readonly status: BridgeStatus;
  /** Messages waiting for the handshake, in the order they were sent. */
  readonly queued: readonly OutgoingEnvelope[];
  /** Ids of requests waiting for an answer. */
  readonly pending: readonly string[];
}

export type BridgeEvent =
  | { readonly type: 'sent'; readonly message: OutgoingEnvelope }
  | { readonly type: 'ready' }
  | { readonly type: 'handshakeFailed' }
  | { readonly type: 'requested'; readonly id: string }
  | { readonly type: 'settled'; readonly id: string };

export const initialBridgeState = (transport: BridgeTransport): BridgeState => ({
  status: transport.kind === 'none' ? 'unavailable' : 'connecting',
  queued: [],
  pending: [],
});

/**
 * Every transition of the bridge, pure. Messages sent before the handshake wait in order; the handshake
 * releases them (the store delivers them) or, when it fails, drops them.
 */
export function bridgeReducer(state: BridgeState, event: BridgeEvent): BridgeState {
  switch (event.type) {
    case 'sent':
      return state.status === 'connecting' ? { ...state, queued: [...state.queued, event.message] } : state;
    case 'ready':
      return { ...state, status: 'ready', queued: [] };
    case 'handshakeFailed':
      return state.status === 'connecting' ? { ...state, status: 'unavailable', queued: [] } : state;
    case 'requested':
      return { ...state, pending: [...state.pending, event.id] };
    case 'settled':
      return state.pending.includes(event.id)
        ? { ...state, pending: state.pending.filter((id) => id !== event.id) }
        : state;
  }
}

/** Timers the bridge uses; the host's by default, fakes in tests. */
export interface BridgeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const hostTimers = globalThis as unknown as BridgeTimers;
const HOST_TIMERS: BridgeTimers = {
  setTimeout: (callback, ms) => hostTimers.setTimeout(callback, ms),
  clearTimeout: (handle) => hostTimers.clearTimeout(handle),
  setInterval: (callback, ms) => hostTimers.setInterval(callback, ms),
  clearInterval: (handle) => hostTimers.clearInterval(handle),
};

/** What a request answers when there is no app (the web): nothing the app would have said. */
const WEB_ANSWERS: { [K in RequestType]: (payload: PayloadOf<K>) => AnswerOf<K> } = {
  getParam: ({ name }) => ({ name, value: null }),
  fetchClientParameters: () => ({}),
};

export interface NativeBridgeOptions {
  readonly transport: BridgeTransport;
  readonly requestTimeoutMs?: number;
  readonly handshakeTimeoutMs?: number;
  readonly timers?: BridgeTimers;
  /** Told of every refused message and every message that could not be delivered; the bridge goes on. */
  readonly onError?: (error: Error) => void;
  /** Makes request ids; unique per page. */
  readonly nextId?: () => string;
  /** The jotai store its state is held in (the page's); one of its own when left out. */
  readonly atoms?: Atoms;
}

/** The web view's side of the bridge. */
export interface NativeBridge extends StateSource<BridgeState> {
  /** True when an app is behind the transport (not the web fallback). */
  readonly inApp: boolean;
  /** Sends a message the app does not answer. Throws `BridgeMessageError` for a malformed payload. */
  send<T extends NotificationType>(type: T, payload: PayloadOf<T>): void;
  /**
   * Asks the app and resolves with its checked answer; on the web, with what the web has (no value, no
   * properties). Rejects with `BridgeTimeoutError`, `BridgeAppError` or `BridgeMessageError`.
   */
  request<T extends RequestType>(type: T, payload: PayloadOf<T>): Promise<AnswerOf<T>>;
  /** Listens for taps on the app's bar (back, close, sign in). */
  onAction(listener: (action: AppAction) => void): () => void;
  close(): void;
}

interface Waiting {
  readonly type: RequestType;
  resolve(answer: unknown): void;
  reject(error: Error): void;
  readonly timer: unknown;
}

/**
 * The bridge to the carrier's app (spec 7.4): typed messages, a readiness handshake before the first call,
 * answers matched to requests by id with a timeout, and anything malformed refused, never run.
 * @example
 * const bridge = createNativeBridge({ transport: detectTransport(window) });
 * bridge.send('setTitle', { title: 'Smartphones', tabIndex: 2 });
 * const props = await bridge.request('fetchClientParameters', {});
 */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const { transport } = options;
  const timers = options.timers ?? HOST_TIMERS;
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const report = (error: Error) => options.onError?.(error);
  const prefix = Math.random().toString(36).slice(2, 8);
  let counter = 0;
  const nextId = options.nextId ?? (() => `${prefix}-${++counter}`);
  const store = createStore(bridgeReducer, initialBridgeState(transport), options.atoms);
  const actions = createListeners<AppAction>();
  const waiting = new Map<string, Waiting>();
  const { dispatch } = store;
  const state = () => store.getState();
  const deliver = (message: OutgoingEnvelope) => {
    try {
      transport.send(message);
    } catch (error) {
      report(new BridgeMessageError(`A message could not be handed to the app: ${(error as Error).message}`));
      if (message.kind === 'call' && message.id !== undefined) settle(message.id)?.reject(error as Error);
    }
  };
  const settle = (id: string): Waiting | undefined => {
    const entry = waiting.get(id);
    if (!entry) return undefined;
    waiting.delete(id);
    timers.clearTimeout(entry.timer);
    dispatch({ type: 'settled', id });
    return entry;
  };
  const post = (message: OutgoingEnvelope) => {
    if (state().status === 'ready') deliver(message);
    else dispatch({ type: 'sent', message });
  };

  let hello: unknown;
  let handshake: unknown;
  const stopHandshake = () => {
    timers.clearInterval(hello);
    timers.clearTimeout(handshake);
  };

  const receive = (raw: unknown) => {
    let incoming;
    try {
      incoming = parseIncoming(raw);
    } catch (error) {
      report(error as Error);
      return;
    }
    switch (incoming.kind) {
      case 'ready': {
        if (state().status === 'ready') return;
        stopHandshake();
        const queued = state().queued;
        dispatch({ type: 'ready' });
        queued.forEach(deliver);
        return;
      }
      case 'answer': {
        const entry = waiting.get(incoming.id);
        if (!entry) {
          report(new BridgeMessageError(`An answer to no waiting request (${incoming.id}) was refused.`));
          return;
        }
        settle(incoming.id);
        try {
          entry.resolve(parseAnswer(entry.type, incoming.payload));
        } catch (error) {
          report(error as Error);
          entry.reject(error as Error);
        }
        return;
      }
      case 'error':
        settle(incoming.id)?.reject(new BridgeAppError(incoming.message));
        return;
      case 'action':
        actions.emit(incoming.action);
    }
  };

  const stopListening = transport.listen(receive);
  if (state().status === 'connecting') {
    deliver(HELLO);
    hello = timers.setInterval(() => deliver(HELLO), HELLO_INTERVAL_MS);
    handshake = timers.setTimeout(() => {
      timers.clearInterval(hello);
      const lost = state().queued.length;
      dispatch({ type: 'handshakeFailed' });
      for (const [id] of waiting)
        settle(id)?.reject(new BridgeTimeoutError('The app did not answer the bridge handshake.'));
      if (lost > 0)
        report(new BridgeTimeoutError(`The app did not answer the handshake; ${lost} message(s) were not delivered.`));
    }, options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms: store.atoms,
    inApp: transport.kind !== 'none',
    send(type, payload) {
      checkOutgoing(type, payload);
      if ((REQUEST_TYPES as readonly string[]).includes(type))
        throw new BridgeMessageError(`${type} is answered by the app: use request().`);
      if (state().status === 'unavailable') return;
      post(envelope(type, payload));
    },
    request(type, payload) {
      try {
        checkOutgoing(type, payload);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      if (transport.kind === 'none')
        return Promise.resolve(WEB_ANSWERS[type](payload as never) as AnswerOf<typeof type>);
      if (state().status === 'unavailable')
        return Promise.reject(new BridgeTimeoutError('The app did not answer the bridge handshake.'));
      const id = nextId();
      return new Promise((resolve, reject) => {
        const timer = timers.setTimeout(
          () => settle(id)?.reject(new BridgeTimeoutError(`The app did not answer ${type} in ${requestTimeout} ms.`)),
          requestTimeout,
        );
        waiting.set(id, { type, resolve: resolve as (answer: unknown) => void, reject, timer });
        dispatch({ type: 'requested', id });
        post(envelope(type, payload, id));
      });
    },
    onAction(listener) {
      return actions.subscribe(listener);
    },
    close() {
      stopHandshake();
      stopListening();
      for (const [id] of waiting) settle(id)?.reject(new BridgeAppError('The bridge was closed.'));
      store.clear();
      actions.clear();
    },
  };
}

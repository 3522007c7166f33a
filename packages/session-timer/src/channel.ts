import { createListeners } from '@carrier/store';
import { SESSION_CHANNEL_NAME } from './constants.js';
import type { SessionEnd } from './state.js';

/** What the tabs of one browser tell each other about their shared session. */
export type SessionMessage =
  /** Activity at `at` (ms): an extension, or a service response with a last-cached-time. */
  | { readonly type: 'activity'; readonly at: number }
  /** The session ended in the sending tab; `at` is the last activity that tab knew of. */
  | { readonly type: 'loggedOut'; readonly at: number; readonly reason: SessionEnd };

const END_REASONS: readonly SessionEnd[] = [
  'timeout',
  'logout',
  'keepAliveFailed',
  'unauthorized',
  'otherTab',
  'cleared',
];

/** Reads a message from another tab; anything else (another page's message, a forged one) is undefined. */
export function parseSessionMessage(value: unknown): SessionMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, at, reason } = value as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return undefined;
  if (type === 'activity') return { type, at };
  if (type === 'loggedOut' && END_REASONS.includes(reason as SessionEnd)) {
    return { type, at, reason: reason as SessionEnd };
  }
  return undefined;
}

/** How the tabs of one browser talk. */
export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

/** The part of the BroadcastChannel constructor the channel uses. */
export type BroadcastChannelLike = new (name: string) => {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
};

/** Storage shared by the tabs (localStorage), and its change events from other tabs. */
export interface SharedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionChannelOptions {
  readonly name?: string;
  /** `globalThis.BroadcastChannel` in a browser; when absent, the storage fallback is used. */
  readonly BroadcastChannel?: BroadcastChannelLike | undefined;
  /** The fallback: messages are written to this storage and read from other tabs' storage events. */
  readonly storage?: SharedStorage | undefined;
  /** Listens to storage changes made by other tabs (`window`'s `storage` event); returns the unsubscribe. */
  readonly onStorage?: ((listener: (key: string | null, value: string | null) => void) => () => void) | undefined;
  /** Tells the messages of this tab apart in the fallback (storage events carry no sender). */
  readonly randomId?: () => string;
}

/**
 * A channel between the tabs of one browser: a BroadcastChannel, or storage events where there is none.
 * With neither, messages go nowhere (one tab alone has no one to tell). Malformed messages are dropped.
 */
export function createSessionChannel(options: SessionChannelOptions = {}): SessionChannel {
  const name = options.name ?? SESSION_CHANNEL_NAME;
  const messages = createListeners<SessionMessage>();
  const deliver = (raw: unknown) => {
    const message = parseSessionMessage(raw);
    if (message) messages.emit(message);
  };

  if (options.BroadcastChannel) {
    const channel = new options.BroadcastChannel(name);
    channel.addEventListener('message', (event) => deliver(event.data));
    return {
      post: (message) => channel.postMessage(message),
      subscribe: messages.subscribe,
      close: () => channel.close(),
    };
  }

  const { storage, onStorage } = options;
  const randomId = options.randomId ?? (() => Math.random().toString(36).slice(2));
  const unsubscribe = onStorage?.((key, value) => {
    if (key !== name || value === null) return;
    try {
      deliver(JSON.parse(value));
    } catch {
      // Not JSON: not ours.
    }
  });
  return {
    post(message) {
      if (!storage) return;
      try {
        // A unique value so that the same message twice is still a change other tabs hear of.
        storage.setItem(name, JSON.stringify({ ...message, id: randomId() }));
        storage.removeItem(name);
      } catch {
        // Storage full or refused: the other tabs still see the shared activity when they check it.
      }
    },
    subscribe: messages.subscribe,
    close: () => unsubscribe?.(),
  };
}

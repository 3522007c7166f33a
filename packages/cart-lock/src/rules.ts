/** Who holds a locked cart: an assisted channel (a chat agent, a store, telesales) or a digital one. */
export type LockKind = 'assisted' | 'digital';

/** A cart lock (spec 3.8): its channel and where it was found, and the kind of channel that holds it. */
export interface CartLock {
  readonly locked: true;
  /** The channel the cart is being worked on in, when the service said. */
  readonly lockedChannelID: string | undefined;
  /** The cart call that found the lock (e.g. `add-device`). */
  readonly source: string;
  readonly kind: LockKind;
}

/** The configured lists of spec 4.4. */
export interface CartLockConfig {
  /** Error ids that mean an assisted (chat) lock. */
  readonly chatLockIds: readonly string[];
  /** Error ids that mean a digital lock. */
  readonly digitalLockIds: readonly string[];
  /** Channels of people helping the customer: their locks send the customer to the chat-rep page. */
  readonly assistedChannels: readonly string[];
  /** The carrier's own web and app channels. */
  readonly digitalChannels: readonly string[];
}

/** Channel ids of spec 3.5: the web and app channels are digital; the retail store (RPS), chat and telesales assisted. */
export const DEFAULT_CART_LOCK_CHANNELS = {
  assistedChannels: ['VZW-RPS', 'VZW-CHAT', 'VZW-TELESALES'],
  digitalChannels: ['VZW-DOTCOM', 'VZW-DOTCOM-MOB', 'VZW-DOTCOM-TAB', 'VZW-MFA-IOS', 'VZW-MFA-ANDROID'],
} as const;

/** The page and call a cart error came from. */
export interface CartCallContext {
  /** The cart call, e.g. `save-cart`, `add-device`, `read`. */
  readonly call: string;
  /** The page name of spec 2.2 the call was made on. */
  readonly pageName?: string | undefined;
}

/** What a cart error says, as `@carrier/error-catalogue`'s `classify` reads it (spec 3.6). */
export interface CartErrorLike {
  readonly id?: string | undefined;
  readonly lockedChannelIds?: readonly string[] | undefined;
}

/** Saving the cart on the accessory interstitial never counts as a lock (spec 4.4). */
export function isLockExempt(context: CartCallContext): boolean {
  return context.pageName === 'accessoryInterstitial' && context.call === 'save-cart';
}

/**
 * Whether a cart error means the cart is locked (spec 4.4): its id is in the chat-lock or digital-lock list,
 * or its locked channel is a configured one — except when saving the cart on the accessory interstitial.
 * The channel decides the kind; without a known channel, the list the id is in does.
 */
export function detectCartLock(
  error: CartErrorLike,
  context: CartCallContext,
  config: CartLockConfig,
): CartLock | undefined {
  if (isLockExempt(context)) return undefined;
  const id = error.id;
  const channels = error.lockedChannelIds ?? [];
  const assistedChannel = channels.find((c) => config.assistedChannels.includes(c));
  const digitalChannel = channels.find((c) => config.digitalChannels.includes(c));
  const chatId = id !== undefined && config.chatLockIds.includes(id);
  const digitalId = id !== undefined && config.digitalLockIds.includes(id);
  if (!assistedChannel && !digitalChannel && !chatId && !digitalId) return undefined;
  const kind: LockKind = assistedChannel ? 'assisted' : digitalChannel ? 'digital' : chatId ? 'assisted' : 'digital';
  return {
    locked: true,
    lockedChannelID: assistedChannel ?? digitalChannel ?? channels[0],
    source: context.call,
    kind,
  };
}

/** The cartLocked pages of spec 4.4, relative to the sales base. */
export const CART_LOCKED_PAGES = {
  digital: '/cartLocked.html',
  assisted: '/cartLocked/chatRep.html',
} as const;

/** What the store does about a lock. */
export type CartLockAction =
  | { readonly type: 'redirect'; readonly path: (typeof CART_LOCKED_PAGES)[LockKind]; readonly clearLock: true }
  | { readonly type: 'overlay' };

/** Where the customer is when the lock is found. */
export interface LockSituation {
  readonly device: 'mobile' | 'tablet' | 'desktop';
  /** The cart was opened from the cart icon in the header. */
  readonly fromCartIcon: boolean;
}

/**
 * On mobile or from the cart icon, the cartLocked page (the chat-rep variant for an assisted channel), and
 * the lock is cleared; otherwise an overlay over the page (spec 4.4).
 */
export function decideLockAction(lock: CartLock, situation: LockSituation): CartLockAction {
  if (situation.device === 'mobile' || situation.fromCartIcon) {
    return { type: 'redirect', path: CART_LOCKED_PAGES[lock.kind], clearLock: true };
  }
  return { type: 'overlay' };
}

export {
  CART_LOCKED_PAGES,
  DEFAULT_CART_LOCK_CHANNELS,
  decideLockAction,
  detectCartLock,
  isLockExempt,
} from './rules.js';
export type {
  CartCallContext,
  CartErrorLike,
  CartLock,
  CartLockAction,
  CartLockConfig,
  LockKind,
  LockSituation,
} from './rules.js';
export {
  CartLockedError,
  INITIAL_CART_LOCK_STATE,
  LOCK_STALE_AFTER_MS,
  cartLockReducer,
  createCartLock,
} from './store.js';
export type { CartLockEvent, CartLockOptions, CartLockState, CartLockStore } from './store.js';

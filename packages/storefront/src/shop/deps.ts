import { loadOnce } from '../platform/load-once.js';
import type { CartOpener } from './cart-opener.js';
import type { FavoritesStore } from './favorites.js';
import type { ShopServices } from './services.js';

/** The auto-suggestion inactivity default (spec 9): suggestions come after 30 s without a touch. */
export const SUGGESTION_INACTIVITY_MS = 30_000;

/** Switches of the shopping pages an app sets. */
export interface ShopConfig {
  /** The prospect flow flag of spec 6.2 (the throttle entry NSE_REDIRECT_TH_PROSPECT also turns it on). */
  readonly prospectFlow: boolean;
  /** Prospects may buy accessories without a prospect cart (spec 6.2). */
  readonly standaloneAccessories: boolean;
  /** The role `guest` counts as not logged in (spec 6.2). */
  readonly guestRoleProcessing: boolean;
  /** How long the gridwall waits without activity before asking for suggestions (spec 9). */
  readonly suggestionInactivityMs: number;
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  prospectFlow: false,
  standaloneAccessories: false,
  guestRoleProcessing: true,
  suggestionInactivityMs: SUGGESTION_INACTIVITY_MS,
};

/** What the shopping pages get from the app: the calls, the favorites, the cart opener and the switches. */
export interface ShopDeps {
  readonly services: ShopServices;
  readonly favorites: FavoritesStore;
  readonly cartOpener: CartOpener;
  readonly config: ShopConfig;
  /** The throttle list the page already has (the cdlThrottleList cookie, spec 3.4), if any. */
  readonly throttleCookie: () => readonly string[] | undefined;
  /** A prospect cart cookie is set (spec 6.2). */
  readonly hasProspectCart: () => boolean;
}

/**
 * The shopping calls, loaded with their answer contracts on first use so the first page's code carries
 * neither; every method waits for the module, then calls through.
 */
export function deferredShopServices(load: () => Promise<ShopServices>): ShopServices {
  const loaded = loadOnce(load);
  return {
    devices: () => loaded().then((s) => s.devices()),
    device: (id) => loaded().then((s) => s.device(id)),
    accessories: () => loaded().then((s) => s.accessories()),
    plans: (type) => loaded().then((s) => s.plans(type)),
    protection: (deviceId) => loaded().then((s) => s.protection(deviceId)),
    tradeIn: (question) => loaded().then((s) => s.tradeIn(question)),
    suggestions: (viewed) => loaded().then((s) => s.suggestions(viewed)),
    throttleList: (loggedIn) => loaded().then((s) => s.throttleList(loggedIn)),
    saveAcceptedOffer: (offer) => loaded().then((s) => s.saveAcceptedOffer(offer)),
    favorites: {
      read: () => loaded().then((s) => s.favorites.read()),
      save: (items) => loaded().then((s) => s.favorites.save(items)),
    },
  };
}

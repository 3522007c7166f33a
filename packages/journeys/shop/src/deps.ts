import {
  createCartAccessSource,
  journeyKey,
  loadOnce,
  phoneTradeIns,
  useJourneyDeps,
  type JourneyWorld,
  type PhoneTradeIns,
} from '@carrier/storefront/kit';
import type { ShopServices } from './services.js';

/** The auto-suggestion inactivity default (spec 9): suggestions come after 30 s without a touch. */
export const SUGGESTION_INACTIVITY_MS = 30_000;

/** Switches of the shopping pages an app sets. */
export interface ShopConfig {
  /** The prospect flow flag of spec 6.2 (the throttle entry NSE_REDIRECT_TH_PROSPECT also turns it on). */
  readonly prospectFlow: boolean;
  /** Prospects may buy accessories without a prospect cart (spec 6.2). */
  readonly standaloneAccessories: boolean;
  /** How long the gridwall waits without activity before asking for suggestions (spec 9). */
  readonly suggestionInactivityMs: number;
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  prospectFlow: false,
  standaloneAccessories: false,
  suggestionInactivityMs: SUGGESTION_INACTIVITY_MS,
};

/** What the shopping pages get from the store: the catalogue calls, the switches and the cookies they read. */
export interface ShopDeps {
  readonly services: ShopServices;
  readonly config: ShopConfig;
  /** The throttle list the page already has (the cdlThrottleList cookie, spec 3.4), if any. */
  readonly throttleCookie: () => readonly string[] | undefined;
  /** A prospect cart cookie is set (spec 6.2). */
  readonly hasProspectCart: () => boolean;
  /** A trade-in completed for a phone not yet in the cart (from the phone's page): it comes with the phone. */
  readonly tradeIns: PhoneTradeIns;
}

/** The shop journey's name and services: `useShop()` in its pages. */
export const SHOP = journeyKey<ShopDeps>('shop');

/** The shop journey's services, in one of its pages. */
export const useShop = (): ShopDeps => useJourneyDeps(SHOP);

/**
 * The shopping calls, loaded with their answer contracts on first use so the first page's code carries
 * neither; every method waits for the module, then calls through.
 */
export function deferredShopServices(load: () => Promise<ShopServices>): ShopServices {
  const loaded = loadOnce(load);
  return {
    devices: () => loaded().then((s) => s.devices()),
    device: (id) => loaded().then((s) => s.device(id)),
    successor: (id) => loaded().then((s) => s.successor(id)),
    accessories: () => loaded().then((s) => s.accessories()),
    reviews: (deviceId) => loaded().then((s) => s.reviews(deviceId)),
    plans: (type) => loaded().then((s) => s.plans(type)),
    protection: (deviceId) => loaded().then((s) => s.protection(deviceId)),
    tradeIn: (question) => loaded().then((s) => s.tradeIn(question)),
    tradeInModels: () => loaded().then((s) => s.tradeInModels()),
    suggestions: (viewed) => loaded().then((s) => s.suggestions(viewed)),
    landingContent: () => loaded().then((s) => s.landingContent()),
    throttleList: (loggedIn) => loaded().then((s) => s.throttleList(loggedIn)),
  };
}

/** The shop's services in a browser store, from the store's world. */
export function createShopDeps(world: JourneyWorld, config: Partial<ShopConfig> = {}): ShopDeps {
  const access = createCartAccessSource(world);
  return {
    services: deferredShopServices(() =>
      import('./services.js').then((m) => m.createShopServices(world.services, world.content)),
    ),
    config: { ...DEFAULT_SHOP_CONFIG, ...config },
    throttleCookie: access.throttleCookie,
    hasProspectCart: access.hasProspectCart,
    tradeIns: phoneTradeIns(world.sessionStorage),
  };
}

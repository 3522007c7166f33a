import type { LandingContent, ProtectionOption, RetiredDevice } from '@carrier/service-contracts';
import { phoneTradeIns } from '@carrier/storefront/kit';
import { memoryStorage } from '@carrier/storefront/testing';
import type { Accessory, Device } from './catalogue.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig, type ShopDeps } from './deps.js';
import type { Plan, ShopServices } from './services.js';

/** Shopping calls that answer from the given catalogue, with nothing behind them. */
export function detachedShopServices(catalogue: {
  readonly devices?: readonly Device[];
  readonly accessories?: readonly Accessory[];
  readonly plans?: readonly Plan[];
  readonly protection?: readonly ProtectionOption[];
  readonly throttleList?: readonly string[];
  readonly landing?: LandingContent;
  readonly retired?: readonly RetiredDevice[];
}): ShopServices {
  const devices = catalogue.devices ?? [];
  return {
    devices: async () => devices,
    device: async (id) => devices.find((d) => d.id === id),
    successor: async (id) => catalogue.retired?.find((r) => r.id === id)?.successorId,
    accessories: async () => catalogue.accessories ?? [],
    // Every review of a phone at its rounded rating, and none written out.
    reviews: async (id) => {
      const { average = 0, count = 0 } = devices.find((d) => d.id === id)?.rating ?? {};
      const stars = Math.round(average);
      return {
        deviceId: id,
        average,
        count,
        histogram: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: n === stars ? count : 0 })),
        reviews: [],
      };
    },
    plans: async (type) => (catalogue.plans ?? []).filter((p) => p.type === type),
    protection: async () => catalogue.protection ?? [],
    tradeIn: async () => ({ eligible: true, value: 200 }),
    tradeInModels: async () => [
      { make: 'Apple', models: [{ model: 'iPhone 13', storage: [128, 256] }] },
      { make: 'Google', models: [{ model: 'Pixel 8', storage: [128] }] },
    ],
    suggestions: async (viewed) =>
      devices
        .filter((d) => !viewed.includes(d.id))
        .slice(0, 4)
        .map((d) => d.id),
    throttleList: async () => catalogue.throttleList ?? [],
    landingContent: async () => catalogue.landing ?? Promise.reject(new Error('no landing content')),
  };
}

/**
 * The shop's services for tests and stories: the calls as given, the switches at their defaults or as given, and
 * trade-ins kept in the given storage (a fresh one when none is given).
 */
export function detachedShop(
  services: ShopServices,
  config: Partial<ShopConfig> = {},
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = memoryStorage(),
): ShopDeps {
  return {
    services,
    config: { ...DEFAULT_SHOP_CONFIG, ...config },
    throttleCookie: () => undefined,
    hasProspectCart: () => false,
    tradeIns: phoneTradeIns(storage),
  };
}

/** A catalogue for tests and stories, as the catalogue service answers it (see `fixtures.ts`). */
export {
  PHONES as CATALOGUE_PHONES,
  LANDING as LANDING_CONTENT,
  accessory as catalogueAccessory,
  device as catalogueDevice,
} from './fixtures.js';

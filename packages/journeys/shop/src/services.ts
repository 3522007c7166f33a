import type { HttpClient } from '@carrier/http-client';
import {
  CatalogueAccessoriesResponse,
  CatalogueDevicesResponse,
  DeviceReviewsResponse,
  LandingContent,
  PdmAutoSuggestionResponse,
  PlansResponse,
  ProtectionFeaturesResponse,
  TradeInDevicesResponse,
  TradeInValidateResponse,
  type CataloguePlan,
  type TradeInCatalogue,
  type DeviceReviews,
  type Contract,
  type ProtectionOption,
} from '@carrier/service-contracts';
import { checked, loadOnce, readThrottleList } from '@carrier/storefront/kit';
import type { Accessory, Device } from './catalogue.js';

export type Plan = CataloguePlan;
export type { DeviceReviews };
export type { ProtectionOption };

/** A trade-in estimate: the value of a device in a condition, or that it is not accepted. */
export interface TradeInEstimate {
  readonly eligible: boolean;
  readonly value: number;
}

export interface TradeInQuestion {
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  readonly condition: 'good' | 'fair' | 'broken';
}

/** The shopping calls of spec 7.3, each answer checked against its contract. */
export interface ShopServices {
  /** Every smartphone of the catalogue (read once per page load). */
  devices(): Promise<readonly Device[]>;
  /** One device, or undefined when the catalogue has no such device. */
  device(id: string): Promise<Device | undefined>;
  /** The phone of the catalogue that took the place of `id`, a phone sold before; undefined for any other id. */
  successor(id: string): Promise<string | undefined>;
  accessories(): Promise<readonly Accessory[]>;
  /** A phone's rating split by stars and a few of its reviews, in the site's language. */
  reviews(deviceId: string): Promise<DeviceReviews>;
  plans(type: 'postpaid' | 'prepaid'): Promise<readonly Plan[]>;
  protection(deviceId: string): Promise<readonly ProtectionOption[]>;
  tradeIn(question: TradeInQuestion): Promise<TradeInEstimate>;
  /** The models the trade-in service takes, by make, with their storage sizes. */
  tradeInModels(): Promise<TradeInCatalogue>;
  /** Devices the pdm service suggests on the gridwall (source autoSuggestion, page gridwall). */
  suggestions(viewedDeviceIds: readonly string[]): Promise<readonly string[]>;
  /** The landing page's hero, deal strips and app card, from the content service. */
  landingContent(): Promise<LandingContent>;
  /** The throttle list of spec 6.4 (nse variant for prospects). */
  throttleList(loggedIn: boolean): Promise<readonly string[]>;
}

/** The shopping calls over the carrier client. Catalogue lists are read once and shared by the pages. */
export function createShopServices(
  services: HttpClient,
  content: HttpClient,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): ShopServices {
  const call = async <T>(method: 'get' | 'post', path: string, contract: Contract<T>, body?: unknown) =>
    checked(path, contract, method === 'get' ? await services.get(path) : await services.post(path, body ?? {}));

  const catalogue = loadOnce(async () => {
    const path = 'deviceconfigservice/catalog/devices';
    return (await call('get', path, CatalogueDevicesResponse)).data;
  });
  const devices = async () => (await catalogue()).devices;
  const accessories = loadOnce(async () => {
    const path = 'deviceconfigservice/catalog/accessories';
    return (await call('get', path, CatalogueAccessoriesResponse)).data.accessories;
  });
  const plans = {
    postpaid: loadOnce(async () => (await call('get', 'plansservice/plans?type=postpaid', PlansResponse)).data.plans),
    prepaid: loadOnce(async () => (await call('get', 'plansservice/plans?type=prepaid', PlansResponse)).data.plans),
  };
  const protection = new Map<string, Promise<readonly ProtectionOption[]>>();

  return {
    devices,
    device: async (id) => (await devices()).find((d) => d.id === id),
    successor: async (id) => (await catalogue()).retired?.find((r) => r.id === id)?.successorId,
    accessories,
    async reviews(deviceId) {
      const path = `deviceconfigservice/catalog/devices/${encodeURIComponent(deviceId)}/reviews`;
      return (await call('get', path, DeviceReviewsResponse)).data;
    },
    plans: (type) => plans[type](),
    protection(deviceId) {
      let found = protection.get(deviceId);
      if (!found) {
        found = call('post', 'plansservice/getProtectionFeatures', ProtectionFeaturesResponse, { deviceId }).then(
          (answer) => answer.data.options,
        );
        found.catch(() => protection.delete(deviceId));
        protection.set(deviceId, found);
      }
      return found;
    },
    async tradeIn(question) {
      const answer = await call('post', 'tradeinservice/tradein/validateDevice', TradeInValidateResponse, question);
      return { eligible: answer.data.eligible, value: answer.data.value };
    },
    async tradeInModels() {
      return (await call('get', 'tradeinservice/tradein/devices', TradeInDevicesResponse)).data.makes;
    },
    async suggestions(viewedDeviceIds) {
      const answer = await call('post', 'personalizationrecommendationsservice/pdm/', PdmAutoSuggestionResponse, {
        source: 'autoSuggestion',
        page: 'gridwall',
        deviceIds: viewedDeviceIds.slice(0, 20),
      });
      // Spec 3.13: the recommendations are productList[0].deviceProducts; any further list is not the visitor's.
      const [first] = answer.deviceRecommendation.recommendedDeviceInformation.accountLevelRecommendations.productList;
      return first ? first.deviceProducts.map((p) => p.deviceId) : [];
    },
    landingContent: loadOnce(async () => {
      const path = 'services-v1/landing.model.json';
      return checked(path, LandingContent, await content.get(path));
    }),
    throttleList: (loggedIn) => readThrottleList(services, loggedIn, newKey),
  };
}

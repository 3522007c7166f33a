import type { HttpClient } from '@carrier/http-client';
import {
  BundleOptionsResponse,
  BundleQuoteResponse,
  HomeInternetAvailabilityResponse,
  HomeInternetOrderResponse,
  MyLinkResponse,
  OffersResponse,
  PromotionResponse,
  QuoteResponse,
  QuotesResponse,
  ScanResponse,
  VehicleCheckResponse,
  type BundleOptions,
  type BundleQuote,
  type BundleQuoteRequest,
  type HomeInternetAvailability,
  type HomeInternetOrder,
  type HomeInternetOrderRequest,
  type MyLink,
  type OfferPlacement,
  type OffersAnswer,
  type PromotionOffer,
  type Quote,
  type ScannedAccessory,
  type VehicleCheck,
} from '@carrier/service-contracts';
import { serviceCalls } from '@carrier/storefront/kit';

/** This browser's quotes, and how many it may keep. */
export interface Quotes {
  readonly quotes: readonly Quote[];
  readonly maxQuotes: number;
}

/** The calls of the offer pages (the offers service), each answer checked by its contract. */
export interface OffersServices {
  offers(placement: OfferPlacement, leadId?: string): Promise<OffersAnswer>;
  promotion(promoId: string): Promise<PromotionOffer>;
  bundleOptions(deviceId?: string): Promise<BundleOptions>;
  /** The bundle's price; `signal` cancels it (a quote the customer's next choice replaced). */
  bundleQuote(bundle: BundleQuoteRequest, signal?: AbortSignal): Promise<BundleQuote>;
  quotes(): Promise<Quotes>;
  saveQuote(name: string): Promise<Quote>;
  deleteQuote(quoteId: string): Promise<Quotes>;
  myLink(code: string): Promise<MyLink>;
  scan(accessoryId: string): Promise<ScannedAccessory>;
  homeInternet(zip: string): Promise<HomeInternetAvailability>;
  /** Orders 5G Home Internet; the same `idempotencyKey` always answers the same order. */
  orderHomeInternet(order: HomeInternetOrderRequest, idempotencyKey: string): Promise<HomeInternetOrder>;
  checkVehicle(year: number, make: string): Promise<VehicleCheck>;
}

/** The offer pages' calls over the carrier client. */
export function createOffersServices(services: HttpClient): OffersServices {
  const { get, post } = serviceCalls(services, 'offersservice');
  return {
    offers: (placement, leadId) =>
      get(`offers/list?${new URLSearchParams({ placement, ...(leadId ? { leadId } : {}) })}`, OffersResponse),
    promotion: (promoId) => post('promotion', { promoId }, PromotionResponse),
    bundleOptions: (deviceId) =>
      get(`bundle/options${deviceId ? `?deviceId=${encodeURIComponent(deviceId)}` : ''}`, BundleOptionsResponse),
    bundleQuote: (bundle, signal) => post('bundle/quote', bundle, BundleQuoteResponse, undefined, signal),
    quotes: () => get('quotes', QuotesResponse),
    saveQuote: (name) => post('quotes/save', { name }, QuoteResponse),
    deleteQuote: (quoteId) => post('quotes/delete', { quoteId }, QuotesResponse),
    myLink: (code) => post('mylink', { code }, MyLinkResponse),
    scan: (accessoryId) => post('scan', { accessoryId }, ScanResponse),
    homeInternet: (zip) => post('homeinternet/availability', { zip }, HomeInternetAvailabilityResponse),
    orderHomeInternet: (order, key) => post('homeinternet/order', order, HomeInternetOrderResponse, key),
    checkVehicle: (year, make) => post('vehicle/check', { year, make }, VehicleCheckResponse),
  };
}

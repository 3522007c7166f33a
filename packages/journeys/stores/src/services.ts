import type { HttpClient } from '@carrier/http-client';
import {
  StoreDetailsResponse,
  StoreSearchResponse,
  StoreVisitResponse,
  type BookVisitRequest,
  type StoreDetails,
  type StoreSearch,
  type StoreVisit,
} from '@carrier/service-contracts';
import { serviceCalls } from '@carrier/storefront/kit';

/** The calls of the stores journey (the store service), each answer checked by its contract. */
export interface StoresServices {
  search(zip: string, deviceId?: string): Promise<StoreSearch>;
  store(storeId: string): Promise<StoreDetails>;
  /** Books a visit; the same `idempotencyKey` always answers the same visit. */
  book(visit: BookVisitRequest, idempotencyKey: string): Promise<StoreVisit>;
  visit(visitId: string): Promise<StoreVisit>;
}

export function createStoresServices(services: HttpClient): StoresServices {
  const { post } = serviceCalls(services, 'storeservice');
  return {
    search: (zip, deviceId) => post('stores/search', { zip, ...(deviceId ? { deviceId } : {}) }, StoreSearchResponse),
    store: (storeId) => post('stores/store', { storeId }, StoreDetailsResponse),
    book: (visit, key) => post('visits/book', visit, StoreVisitResponse, key),
    visit: (visitId) => post('visits/read', { visitId }, StoreVisitResponse),
  };
}

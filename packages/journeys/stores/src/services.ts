import type { HttpClient } from '@carrier/http-client';
import {
  StoreDetailsResponse,
  StoreSearchResponse,
  StoreVisitResponse,
  VideoSessionResponse,
  type BookVisitRequest,
  type JoinVideoRequest,
  type StoreDetails,
  type StoreSearch,
  type StoreVisit,
  type VideoSession,
} from '@carrier/service-contracts';
import { serviceCalls } from '@carrier/storefront/kit';

/** The calls of the stores journey (the store service), each answer checked by its contract. */
export interface StoresServices {
  search(zip: string, deviceId?: string): Promise<StoreSearch>;
  store(storeId: string): Promise<StoreDetails>;
  /** Books a visit; the same `idempotencyKey` always answers the same visit. */
  book(visit: BookVisitRequest, idempotencyKey: string): Promise<StoreVisit>;
  visit(visitId: string): Promise<StoreVisit>;
  /** A place in the video-assist queue; the same `idempotencyKey` always answers the same session. */
  joinVideo(request: JoinVideoRequest, idempotencyKey: string): Promise<VideoSession>;
  /** Where a video session stands now. */
  readVideo(sessionId: string): Promise<VideoSession>;
  /** Ends a video session for the customer. */
  leaveVideo(sessionId: string): Promise<VideoSession>;
}

export function createStoresServices(services: HttpClient): StoresServices {
  const { post } = serviceCalls(services, 'storeservice');
  const video = serviceCalls(services, 'videoassistservice');
  return {
    joinVideo: (request, key) => video.post('sessions/join', request, VideoSessionResponse, key),
    readVideo: (sessionId) => video.post('sessions/read', { sessionId }, VideoSessionResponse),
    leaveVideo: (sessionId) => video.post('sessions/leave', { sessionId }, VideoSessionResponse),
    search: (zip, deviceId) => post('stores/search', { zip, ...(deviceId ? { deviceId } : {}) }, StoreSearchResponse),
    store: (storeId) => post('stores/store', { storeId }, StoreDetailsResponse),
    book: (visit, key) => post('visits/book', visit, StoreVisitResponse, key),
    visit: (visitId) => post('visits/read', { visitId }, StoreVisitResponse),
  };
}

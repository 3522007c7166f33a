import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

// The stores journey (spec 2.4): stores near a ZIP with their hours and a phone's stock, and a visit booked.

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

/** Payload of POST `{base}/storeservice/stores/search`: stores near a ZIP, with a phone's stock when one is named. */
export const StoreSearchRequest = z.object({
  zip: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')),
  deviceId: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
});
export type StoreSearchRequest = z.infer<typeof StoreSearchRequest>;

export const StoreHours = z.object({ day: z.string(), opens: z.string(), closes: z.string() });

export const StoreSummary = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.string(),
  distanceMiles: z.number(),
  hours: z.array(StoreHours),
  /** A phone's stock here, when a phone was named: units of its first colour and storage. */
  stock: z.nullable(z.object({ deviceId: z.string(), name: z.string(), units: z.number() })),
});
export type StoreSummary = z.infer<typeof StoreSummary>;

export const StoreSearchResponse = answer(z.object({ zip: z.string(), stores: z.array(StoreSummary) }));
export type StoreSearch = z.infer<typeof StoreSearchResponse>['data'];

/** Payload of POST `{base}/storeservice/stores/store`: one store, with the times a visit can be booked. */
export const StoreRequest = z.object({
  storeId: z.string().check(z.regex(/^ST-[A-Z]{3}-[A-Z0-9]{3}$/, 'is not a store id')),
});
export const StoreDetailsResponse = answer(
  z.object({
    store: StoreSummary,
    /** Days and times a visit can be booked (YYYY-MM-DD, HH:MM), the next seven days. */
    slots: z.array(z.object({ day: z.string(), times: z.array(z.string()) })),
  }),
);
export type StoreDetails = z.infer<typeof StoreDetailsResponse>['data'];

export const VISIT_REASONS = ['buy', 'upgrade', 'tradein', 'support'] as const;

/** Payload of POST `{base}/storeservice/visits/book` (with an Idempotency-Key). */
export const BookVisitRequest = z.object({
  storeId: z.string().check(z.regex(/^ST-[A-Z]{3}-[A-Z0-9]{3}$/, 'is not a store id')),
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a day')),
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'is not a time')),
  reason: z.enum(VISIT_REASONS),
  firstName: z.string().check(z.minLength(1, 'is required'), z.maxLength(40)),
  email: z.string().check(z.minLength(3), z.maxLength(120), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an email')),
});
export type BookVisitRequest = z.infer<typeof BookVisitRequest>;

export const StoreVisit = z.object({
  visitId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  address: z.string(),
  day: z.string(),
  time: z.string(),
  reason: z.enum(VISIT_REASONS),
});
export type StoreVisit = z.infer<typeof StoreVisit>;
export const StoreVisitResponse = answer(StoreVisit);
/** Payload of POST `{base}/storeservice/visits/read`. */
export const StoreVisitRequest = z.object({
  visitId: z.string().check(z.regex(/^SV-[A-Z0-9]{8}$/, 'is not a visit id')),
});

// Video assistance (spec 2.4, 5.3): a session with the next free Specialist (`videochat`) or a store's (`store`, by the
// store's location code), queued until a Specialist joins, then connected until either side ends it.

/** Where a video session stands: waiting in the queue, with a Specialist, over, or failed. */
export const VIDEO_SESSION_STATES = ['queued', 'connected', 'ended', 'failed'] as const;
/** Why a session is over: the customer left, the Specialist ended it, no one was free, or the service failed. */
export const VIDEO_SESSION_REASONS = ['CUSTOMER_LEFT', 'SPECIALIST_ENDED', 'NO_SPECIALIST', 'SERVICE_FAILED'] as const;

/** Payload of POST `{base}/videoassistservice/sessions/join` (with an Idempotency-Key): a place in the queue. */
export const JoinVideoRequest = z.object({
  kind: z.enum(['videochat', 'store']),
  /** The store's location code, for a store's video assistance. */
  locationCode: z.optional(z.string().check(z.regex(/^ST-[A-Z]{3}-[A-Z0-9]{3}$/, 'is not a location code'))),
});
export type JoinVideoRequest = z.infer<typeof JoinVideoRequest>;

export const VideoSession = z.object({
  sessionId: z.string(),
  state: z.enum(VIDEO_SESSION_STATES),
  /** The place in the queue while queued (1: next), else null. */
  position: z.nullable(z.number()),
  /** The Specialist, once one joined: their first name and where they work. */
  specialist: z.nullable(z.object({ name: z.string(), location: z.string() })),
  /** Why the session is over, once it is. */
  reason: z.nullable(z.enum(VIDEO_SESSION_REASONS)),
});
export type VideoSession = z.infer<typeof VideoSession>;
export const VideoSessionResponse = answer(VideoSession);

/** Payload of POST `{base}/videoassistservice/sessions/read` and `…/sessions/leave`. */
export const VideoSessionRequest = z.object({
  sessionId: z.string().check(z.regex(/^VS-[A-Z0-9]{8}$/, 'is not a video session id')),
});

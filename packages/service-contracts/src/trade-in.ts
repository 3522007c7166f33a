import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';
import { TradeInCreditOption, TradeInNumber } from './trade-in-credit.js';

export { LineTradeInSummary, TradeInCreditOption, TradeInNumber } from './trade-in-credit.js';

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

/** A trade-in's id, given when the service recognises the phone: `TI` and ten letters or digits. */
export const TradeInId = z.string().check(z.regex(/^TI[A-Z0-9]{10}$/, 'is not a trade-in id'));

/** Answer of GET `{base}/tradeinservice/tradein/devices`: the models the service takes, by make, with their storage. */
export const TradeInDevicesResponse = answer(
  z.object({
    makes: z.array(
      z.object({ make: z.string(), models: z.array(z.object({ model: z.string(), storage: z.array(z.number()) })) }),
    ),
  }),
);
export type TradeInCatalogue = z.infer<typeof TradeInDevicesResponse>['data']['makes'];

/** The answers about a phone's condition. */
export const ConditionAnswers = z.object({
  powersOn: z.boolean(),
  screenCracked: z.boolean(),
  liquidDamage: z.boolean(),
  findMyOff: z.boolean(),
});

/** Payload of POST `{base}/tradeinservice/tradein/appraise`. */
export const TradeInAppraiseRequest = z.object({ tradeInId: TradeInId, answers: ConditionAnswers });

/** The appraisal: the phone's grade and value (dollars). */
export const TradeInAppraiseResponse = answer(
  z.object({ grade: z.enum(['good', 'fair', 'broken']), value: z.number() }),
);
export type TradeInAppraisal = z.infer<typeof TradeInAppraiseResponse>['data'];

/** Payload of POST `{base}/tradeinservice/tradein/creditOptions`: the phone being bought, when one is. */
export const TradeInCreditOptionsRequest = z.object({
  tradeInId: TradeInId,
  deviceId: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'is not a device id'))),
});

export const TradeInCreditOptionsResponse = answer(z.object({ options: z.array(TradeInCreditOption) }));

/** Payload of POST `{base}/tradeinservice/tradein/dropOffStores`: stores near a ZIP code that take trade-ins. */
export const TradeInDropOffRequest = z.object({ zip: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')) });

export const TradeInStore = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.string(),
  distanceMiles: z.number(),
});
export type TradeInStore = z.infer<typeof TradeInStore>;

export const TradeInDropOffResponse = answer(z.object({ stores: z.array(TradeInStore) }));

/** Answer of GET `{base}/tradeinservice/tradein/documents`: what the customer reads, and the terms, in the site's language. */
export const TradeInDocumentsResponse = answer(
  z.object({
    documents: z.array(z.object({ id: z.string(), title: z.string(), body: z.array(z.string()) })),
    terms: z.object({ version: z.string(), title: z.string(), body: z.array(z.string()) }),
  }),
);
export type TradeInDocuments = z.infer<typeof TradeInDocumentsResponse>['data'];

const ReturnMethod = z.union([
  /** By post, with a prepaid label emailed to `email` (trade-ins completed before it was asked have none). */
  z.object({
    kind: z.literal('ship'),
    email: z.optional(
      z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an email address')),
    ),
  }),
  z.object({ kind: z.literal('dropOff'), storeId: z.string().check(z.regex(/^[A-Z0-9-]{1,40}$/)) }),
]);

/** Payload of POST `{base}/tradeinservice/tradein/complete` (with an Idempotency-Key header). */
export const TradeInCompleteRequest = z.object({
  tradeInId: TradeInId,
  credit: z.enum(['instant', 'promo', 'prepaidCard']),
  returnMethod: ReturnMethod,
  deviceId: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/))),
  documentsReviewed: z.literal(true),
  termsVersion: z.string().check(z.maxLength(20)),
});
export type TradeInCompleteRequest = z.infer<typeof TradeInCompleteRequest>;

/** A completed trade-in: its number, the phone, its value and how it is taken, and how the phone goes back. */
export const TradeIn = z.object({
  tradeInNumber: TradeInNumber,
  make: z.string(),
  model: z.string(),
  storageGb: z.number(),
  grade: z.enum(['good', 'fair', 'broken']),
  credit: TradeInCreditOption,
  returnMethod: ReturnMethod,
  /** The prepaid shipping label, for a phone sent back. */
  shippingLabel: z.nullable(
    z.object({
      carrier: z.string(),
      trackingNumber: z.string(),
      sendBy: z.string(),
      /** Where the label was emailed. */
      emailedTo: z.optional(z.string()),
    }),
  ),
  /** The store, for a phone dropped off. */
  dropOff: z.nullable(z.object({ storeId: z.string(), name: z.string(), address: z.string() })),
});
export type TradeIn = z.infer<typeof TradeIn>;

export const TradeInResponse = answer(TradeIn);

/** Payload of POST `{base}/tradeinservice/tradein/read`: a completed trade-in, by this browser or its customer. */
export const TradeInReadRequest = z.object({ tradeInNumber: TradeInNumber });

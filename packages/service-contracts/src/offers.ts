import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

// Offers and promotions (spec 2.2's offer pages, 2.6, 6.4, 7.3): offers by where they are shown, the restricted offer
// a customer accepts (`saveAcceptedMyofferData`), a promotion's phones, a bundle of phone, accessories and plan,
// saved quotes, a Specialist's link, a phone bought with a scan in a store, 5G Home Internet and the connected car.

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });
const Id = z.string().check(z.minLength(1, 'is required'), z.maxLength(80));
const Zip = z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'));

// A restricted offer is accepted by opening a page with its flags in the address (spec 2.6): the shell then sends
// `saveAcceptedMyofferData` (its payload is `SaveAcceptedOfferRequest` of `account.ts`).

/** Where offers are shown: each an offer page of spec 2.2. */
export const OFFER_PLACEMENTS = ['lead', 'myOffers', 'holiday', 'fivegUpsell', 'promohub', 'jto', 'openBank'] as const;
export const OfferPlacement = z.enum(OFFER_PLACEMENTS);
export type OfferPlacement = z.infer<typeof OfferPlacement>;

/** The kinds of product a restricted offer is for (the `type` of `saveAcceptedMyofferData`, spec 7.3). */
export const RESTRICTED_TYPES = ['DEVICE', 'PLAN', 'ACCESSORY'] as const;
export const RestrictedType = z.enum(RESTRICTED_TYPES);
export type RestrictedType = z.infer<typeof RestrictedType>;

/** Where taking an offer leads in the store. */
export const OFFER_ACTIONS = [
  'product',
  'promohubcart',
  'bundle',
  'fivegbolt',
  'humconfig',
  'openBank',
  'creditCard',
  'plans',
] as const;

/** A lead's id, from a campaign's email: `LD-` and six letters or digits. */
export const LeadId = z.string().check(z.regex(/^LD-[A-Z0-9]{6}$/, 'is not a lead id'));

/** Query of GET `{base}/offersservice/offers/list` (`?placement=promohub`, `?placement=lead&leadId=LD-7Q2K9D`). */
export const OffersRequest = z.object({ placement: OfferPlacement, leadId: z.optional(LeadId) });
export type OffersRequest = z.infer<typeof OffersRequest>;

export const Offer = z.object({
  offerId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Savings in dollars (0 when the offer is not a saving). */
  savings: z.number(),
  /** The phones it applies to. */
  deviceIds: z.array(z.string()),
  /** The last day it can be taken (YYYY-MM-DD), or null when it does not end. */
  endsOn: z.nullable(z.string()),
  /** A restricted offer is saved to the account when accepted before it is used. */
  restricted: z.boolean(),
  restrictedType: z.nullable(RestrictedType),
  /** Whether this account accepted it already. */
  accepted: z.boolean(),
  action: z.enum(OFFER_ACTIONS),
  /** A partner's page the offer continues on (checked against the allowed origins before it is followed). */
  partnerUrl: z.nullable(z.string()),
  terms: z.string(),
  /** Who can take it: each condition in the site's language (left out by a service that keeps none). */
  eligibility: z.optional(z.array(z.string())),
  /** Its picture: the phone's, or the picture of what it offers (null or left out when it has none). */
  image: z.optional(z.nullable(z.string())),
});
export type Offer = z.infer<typeof Offer>;

/** Answer of `offers/list`: the offers of a placement this visitor may see (the throttle flags of spec 6.4 apply). */
export const OffersResponse = answer(
  z.object({
    placement: OfferPlacement,
    /** Who the offers are for, when the service knows (a lead's or a customer's first name). */
    firstName: z.nullable(z.string()),
    offers: z.array(Offer),
  }),
);
export type OffersAnswer = z.infer<typeof OffersResponse>['data'];

/** A phone on sale, at its price and its price with the offer. */
export const OfferPhone = z.object({
  deviceId: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  /** What it comes to with the promotion (the cart applies it). */
  offerPrice: z.number(),
  monthly: z.number(),
  offerMonthly: z.number(),
});
export type OfferPhone = z.infer<typeof OfferPhone>;

/** Payload of POST `{base}/offersservice/promotion`: a promotion of the hub, by id. */
export const PromotionRequest = z.object({ promoId: Id });
export const PromotionResponse = answer(z.object({ promotion: Offer, phones: z.array(OfferPhone) }));
export type PromotionOffer = z.infer<typeof PromotionResponse>['data'];

/** Answer of GET `{base}/offersservice/bundle/options`: what a bundle can be built from. */
export const BundleOptionsResponse = answer(
  z.object({
    /** Off each accessory bought with a phone in the bundle (percent). */
    accessoryPercentOff: z.number(),
    maxAccessories: z.number(),
    phones: z.array(OfferPhone),
    plans: z.array(z.object({ planId: z.string(), name: z.string(), monthly: z.number(), autopayMonthly: z.number() })),
    accessories: z.array(
      z.object({
        accessoryId: z.string(),
        name: z.string(),
        image: z.string(),
        price: z.number(),
        bundlePrice: z.number(),
        /** Phones it fits; empty when it fits every phone. */
        compatibleDevices: z.array(z.string()),
      }),
    ),
  }),
);
export type BundleOptions = z.infer<typeof BundleOptionsResponse>['data'];

/** Payload of POST `{base}/offersservice/bundle/quote`: a bundle to price. */
export const BundleQuoteRequest = z.object({
  deviceId: Id,
  planId: Id,
  accessoryIds: z.array(Id).check(z.maxLength(3)),
});
export type BundleQuoteRequest = z.infer<typeof BundleQuoteRequest>;
export const BundleQuoteResponse = answer(
  z.object({
    dueToday: z.number(),
    /** A month as the cart shows it: the phone's payment and the plan's price. */
    monthly: z.number(),
    /** A month with autopay (set up at checkout). */
    autopayMonthly: z.number(),
    savings: z.array(z.object({ label: z.string(), amount: z.number() })),
    totalSavings: z.number(),
  }),
);
export type BundleQuote = z.infer<typeof BundleQuoteResponse>['data'];

/** A quote: what a cart came to when it was saved. */
export const Quote = z.object({
  quoteId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  items: z.array(z.object({ label: z.string(), dueToday: z.number(), monthly: z.number() })),
  dueToday: z.number(),
  dueMonthly: z.number(),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteName = z.string().check(z.minLength(1, 'is required'), z.maxLength(40));
/** Payload of POST `{base}/offersservice/quotes/save`: the cart of this browser, saved under a name. */
export const SaveQuoteRequest = z.object({ name: QuoteName });
export const QuoteId = z.string().check(z.regex(/^Q-[A-Z0-9]{8}$/, 'is not a quote id'));
export const DeleteQuoteRequest = z.object({ quoteId: QuoteId });
export const QuoteResponse = answer(Quote);
/** Answer of GET `{base}/offersservice/quotes`: this browser's quotes, newest first. */
export const QuotesResponse = answer(z.object({ quotes: z.array(Quote), maxQuotes: z.number() }));

/** A Specialist's link code: `ML-` and six letters or digits. */
export const LinkCode = z.string().check(z.regex(/^ML-[A-Z0-9]{6}$/, 'is not a link code'));
/** Payload of POST `{base}/offersservice/mylink`. */
export const MyLinkRequest = z.object({ code: LinkCode });
/** Answer of `mylink`: what a Specialist put together for a customer. */
export const MyLinkResponse = answer(
  z.object({
    code: z.string(),
    specialist: z.string(),
    storeName: z.string(),
    note: z.string(),
    expiresOn: z.string(),
    phone: OfferPhone,
    plan: z.object({ planId: z.string(), name: z.string(), monthly: z.number() }),
    accessories: z.array(z.object({ accessoryId: z.string(), name: z.string(), price: z.number() })),
  }),
);
export type MyLink = z.infer<typeof MyLinkResponse>['data'];

/** Payload of POST `{base}/offersservice/scan`: an accessory's code scanned in a store (`scanngoACC`, spec 2.6). */
export const ScanRequest = z.object({ accessoryId: Id });
export const ScanResponse = answer(
  z.object({ accessoryId: z.string(), name: z.string(), image: z.string(), price: z.number() }),
);
export type ScannedAccessory = z.infer<typeof ScanResponse>['data'];

/** Payload of POST `{base}/offersservice/homeinternet/availability`. */
export const HomeInternetAvailabilityRequest = z.object({ zip: Zip });
export const HomeInternetAvailabilityResponse = answer(
  z.object({
    zip: z.string(),
    available: z.boolean(),
    city: z.nullable(z.string()),
    plans: z.array(
      z.object({
        planId: z.string(),
        name: z.string(),
        speed: z.string(),
        monthly: z.number(),
        /** The monthly price with a phone plan of the carrier. */
        withMobileMonthly: z.number(),
      }),
    ),
  }),
);
export type HomeInternetAvailability = z.infer<typeof HomeInternetAvailabilityResponse>['data'];
/** Payload of POST `{base}/offersservice/homeinternet/order` (with an Idempotency-Key). */
export const HomeInternetOrderRequest = z.object({
  zip: Zip,
  line1: z.string().check(z.minLength(1, 'is required'), z.maxLength(80)),
  planId: Id,
});
export type HomeInternetOrderRequest = z.infer<typeof HomeInternetOrderRequest>;
export const HomeInternetOrderResponse = answer(
  z.object({ orderNumber: z.string(), planName: z.string(), monthly: z.number(), deliveryBy: z.string() }),
);
export type HomeInternetOrder = z.infer<typeof HomeInternetOrderResponse>['data'];

/** Payload of POST `{base}/offersservice/vehicle/check`: whether the connected-car reader fits a vehicle. */
export const VehicleCheckRequest = z.object({
  year: z.number().check(z.int(), z.minimum(1900), z.maximum(2100)),
  make: z.string().check(z.minLength(1, 'is required'), z.maxLength(40)),
});
export const VehicleCheckResponse = answer(
  z.object({
    compatible: z.boolean(),
    reason: z.nullable(z.string()),
    accessoryId: z.string(),
    name: z.string(),
    price: z.number(),
    /** The connected-car service, a month. */
    serviceMonthly: z.number(),
  }),
);
export type VehicleCheck = z.infer<typeof VehicleCheckResponse>['data'];

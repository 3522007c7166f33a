import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

/** An IMEI: 15 digits (its last one the Luhn check digit, which `@carrier/checkout-rules`' `luhnValid` checks). */
const Imei = z.string().check(z.regex(/^\d{15}$/, 'must be 15 digits'));
const ByodDeviceId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'is not a device id'));

/** The SIMs a phone takes: a SIM card, an eSIM, or both. */
export const SimKind = z.enum(['PSIM', 'ESIM']);
export type SimKind = z.infer<typeof SimKind>;

/** A phone a customer may bring: its make and model, and the SIMs it takes. */
export const ByodDevice = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  sims: z.array(SimKind),
});
export type ByodDevice = z.infer<typeof ByodDevice>;

/** Answer of GET `{base}/deviceconfigservice/byod/devices`: the phones the compatibility service knows, by make. */
export const ByodDevicesResponse = answer(z.object({ devices: z.array(ByodDevice) }));

/** Payload of POST `{base}/deviceconfigservice/byod/check`: a phone by its IMEI, or by its make and model. */
export const ByodCheckRequest = z.union([z.object({ imei: Imei }), z.object({ deviceId: ByodDeviceId })]);
export type ByodCheckRequest = z.infer<typeof ByodCheckRequest>;

/**
 * Whether a phone works on the network: it does (with the SIMs it takes; `ESIM_ONLY` takes an eSIM alone), it is
 * locked to another carrier (known from its IMEI only), or it cannot work here at all.
 */
export const ByodVerdict = z.enum(['COMPATIBLE', 'ESIM_ONLY', 'LOCKED', 'INCOMPATIBLE']);
export type ByodVerdict = z.infer<typeof ByodVerdict>;

/** Answer of the compatibility check. `lockChecked` is false for a check by make and model. */
export const ByodCheckResponse = answer(
  z.object({ device: ByodDevice, verdict: ByodVerdict, lockChecked: z.boolean() }),
);
export type ByodCheck = z.infer<typeof ByodCheckResponse>['data'];

/** Payload of POST `{base}/deviceconfigservice/byod/esim-details` (the action GET_ESIM_DEVICE_DETAILS, spec 7.3). */
export const EsimDetailsRequest = z.union([z.object({ imei: Imei }), z.object({ deviceId: ByodDeviceId })]);

/** What the eSIM service knows of a phone: whether it takes an eSIM, and its EID when the IMEI is known. */
export const EsimDetailsResponse = answer(
  z.object({
    esimCapable: z.boolean(),
    eid: z.nullable(z.string().check(z.regex(/^\d{32}$/))),
    /** How many eSIM profiles the phone keeps. */
    profiles: z.number(),
  }),
);
export type EsimDetails = z.infer<typeof EsimDetailsResponse>['data'];

/** Payload of POST `{base}/cartservice/cart/add-byod`: a line for the customer's own phone, with a SIM card or eSIM. */
export const AddByodRequest = z.object({
  cartId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'is not a cart id'))),
  expectedVersion: z.optional(z.number().check(z.int(), z.minimum(0))),
  deviceId: ByodDeviceId,
  imei: z.optional(Imei),
  sim: SimKind,
});
export type AddByodRequest = z.infer<typeof AddByodRequest>;

/** Payload of POST `{base}/deviceconfigservice/esim/activation`: an eSIM line of a placed order. */
export const EsimActivationRequest = z.object({
  orderNumber: z.string().check(z.regex(/^MW\d{8}$/, 'is not an order number')),
  lineId: z.string().check(z.regex(/^L\d{1,3}$/, 'is not a line id')),
  /** Tells the service the customer scanned the code and the phone took the profile. */
  confirm: z.optional(z.boolean()),
});

/**
 * An eSIM line's activation: the SM-DP+ address and matching id the phone reads from the QR code (`LPA:1$…$…`),
 * and whether the phone has downloaded the profile.
 */
export const EsimActivationResponse = answer(
  z.object({
    lineId: z.string(),
    mdn: z.nullable(z.string()),
    device: z.string(),
    smdpAddress: z.string(),
    matchingId: z.string().check(z.regex(/^[A-Z0-9-]{8,40}$/)),
    status: z.enum(['READY', 'ACTIVATED']),
  }),
);
export type EsimActivation = z.infer<typeof EsimActivationResponse>['data'];

import * as z from 'zod/mini';
import { ACCESSORY_TYPES } from './accessory-types.js';
import { ServiceHeader } from './common.js';

const Rating = z.object({ average: z.number(), count: z.number() });
/**
 * A promotion of a device. Without a condition its savings are already off the sale price; with one (`newLine`,
 * `tradeIn`) the sale price is the full price and the savings are credited over the device payment's months to a
 * line that meets the condition: an offer to show with its condition, never a lower price.
 */
const Promotion = z.object({
  id: z.string(),
  name: z.string(),
  savings: z.number(),
  condition: z.optional(z.enum(['newLine', 'tradeIn'])),
});
const Colour = z.object({
  name: z.string(),
  slug: z.string(),
  hex: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  image: z.string(),
});

/** One buyable variant of a device: colour and storage, with prices and stock per store. */
export const DeviceSku = z.object({
  sku: z.string(),
  colour: z.string(),
  storageGb: z.number(),
  retailPrice: z.number(),
  salePrice: z.number(),
  monthlyPrice: z.number(),
  months: z.number(),
  stock: z.record(z.string(), z.number()),
});

/**
 * The name a device goes by: its maker, then its model, unless the model already begins with the maker's name
 * ("OnePlus 13", never "OnePlus OnePlus 13"). Every place that names a device, in the store and the services,
 * says it this way.
 * @example deviceName({ maker: 'Google', model: 'Pixel 10' }) // 'Google Pixel 10'
 */
export function deviceName(device: { readonly maker: string; readonly model: string }): string {
  const maker = device.maker.trim();
  const model = device.model.trim();
  return maker === '' ||
    model.toLowerCase().startsWith(`${maker.toLowerCase()} `) ||
    model.toLowerCase() === maker.toLowerCase()
    ? model
    : `${maker} ${model}`;
}

/**
 * What a phone is made of, in figures and names that read the same in every language (the store words them):
 * the display, the chip, the cameras in megapixels (no front camera is 0), the battery, weight and size, the
 * IP rating against water and dust, the 5G bands it works on (none for a 4G phone) and the SIM it takes.
 */
export const DeviceSpecs = z.object({
  display: z.object({
    inches: z.number().check(z.positive()),
    panel: z.enum(['OLED', 'LCD']),
    /** Pixels, width by height, e.g. `2868 × 1320`. */
    resolution: z.string(),
    refreshHz: z.number().check(z.positive()),
  }),
  processor: z.string(),
  cameras: z.object({ rearMegapixels: z.array(z.number()), frontMegapixels: z.number() }),
  batteryMah: z.number().check(z.positive()),
  weightGrams: z.number().check(z.positive()),
  dimensionsMm: z.object({ height: z.number(), width: z.number(), depth: z.number() }),
  /** The IP rating, e.g. `IP68`. */
  waterResistance: z.string(),
  bands5g: z.array(z.string()),
  sim: z.enum(['nanoAndEsim', 'esimOnly', 'nanoOnly']),
});
export type DeviceSpecs = z.infer<typeof DeviceSpecs>;

/** A smartphone of the catalogue (`deviceconfigservice`). */
export const CatalogueDevice = z.object({
  id: z.string(),
  maker: z.string(),
  model: z.string(),
  os: z.enum(['iOS', 'Android']),
  fiveG: z.boolean(),
  released: z.string(),
  rating: Rating,
  tier: z.enum(['basic', 'mid', 'premium']),
  /** What the store shows on the device's tile: the badge's id (for the store's rules) and its label (in the site's language). */
  badges: z.array(z.object({ id: z.enum(['new', 'deal', 'bestSeller']), label: z.string() })),
  promotions: z.array(Promotion),
  colours: z.array(Colour),
  storage: z.array(z.object({ gb: z.number(), label: z.string() })),
  skus: z.array(DeviceSku),
  specs: DeviceSpecs,
});
export type CatalogueDevice = z.infer<typeof CatalogueDevice>;

/** A phone the store sold and sells no more, and the phone of the catalogue that took its place. */
export const RetiredDevice = z.object({ id: z.string(), successorId: z.string() });
export type RetiredDevice = z.infer<typeof RetiredDevice>;

/**
 * Answer of GET `{base}/deviceconfigservice/catalog/devices`: the phones sold, and the phones sold before (`retired`:
 * their pages send the customer to the phone that took their place; a service that keeps none leaves it out).
 */
export const CatalogueDevicesResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ devices: z.array(CatalogueDevice), retired: z.optional(z.array(RetiredDevice)) }),
});
/** Answer of GET `{base}/deviceconfigservice/catalog/devices/{id}`. */
export const CatalogueDeviceResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ device: CatalogueDevice }),
});

/** One customer's review of a device, in the site's language. */
export const DeviceReview = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  title: z.string(),
  body: z.string(),
  /** ISO date of the review. */
  date: z.string(),
  verifiedPurchase: z.boolean(),
});
export type DeviceReview = z.infer<typeof DeviceReview>;

/** Answer of GET `{base}/deviceconfigservice/catalog/devices/{id}/reviews`: the rating, how it splits by stars, and a few reviews. */
export const DeviceReviewsResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({
    deviceId: z.string(),
    average: z.number(),
    count: z.number(),
    /** How many reviews gave each number of stars, five stars first. */
    histogram: z.array(z.object({ stars: z.number(), count: z.number() })),
    reviews: z.array(DeviceReview),
  }),
});
/** A phone's reviews as the store reads them: the `data` of `DeviceReviewsResponse`. */
export type DeviceReviews = z.infer<typeof DeviceReviewsResponse>['data'];

/** An accessory, with the devices it fits (`universal` fits every phone). */
export const CatalogueAccessory = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  type: z.enum(ACCESSORY_TYPES),
  price: z.number(),
  colour: z.object({ name: z.string(), hex: z.string() }),
  compatibleDevices: z.array(z.string()),
  universal: z.boolean(),
  image: z.string(),
  rating: Rating,
});
export type CatalogueAccessory = z.infer<typeof CatalogueAccessory>;
/** Answer of GET `{base}/deviceconfigservice/catalog/accessories`. */
export const CatalogueAccessoriesResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ accessories: z.array(CatalogueAccessory) }),
});

/** A plan, priced per line by number of lines. */
export const CataloguePlan = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['postpaid', 'prepaid']),
  pricePerLine: z.array(z.number()),
  autopayDiscount: z.number(),
  data: z.string(),
  hotspot: z.string(),
  features: z.array(z.string()),
  /** The plan most customers choose: the plans' cards mark it. */
  popular: z.optional(z.boolean()),
});
export type CataloguePlan = z.infer<typeof CataloguePlan>;
/** Answer of GET `{base}/plansservice/plans`. */
export const PlansResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ plans: z.array(CataloguePlan) }),
});

/** Payload of POST `{base}/plansservice/getProtectionFeatures`. */
export const ProtectionFeaturesRequest = z.object({
  deviceId: z.string().check(z.minLength(1, 'is required'), z.maxLength(120)),
});
/** A protection option for a device: monthly price, deductible, what it covers. */
export const ProtectionOption = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  deductible: z.number(),
  features: z.array(z.string()),
});
export type ProtectionOption = z.infer<typeof ProtectionOption>;
/** Answer of `getProtectionFeatures`. */
export const ProtectionFeaturesResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ tier: z.enum(['basic', 'mid', 'premium']), options: z.array(ProtectionOption) }),
});

/**
 * Payload of POST `{base}/tradeinservice/tradein/validateDevice`: an estimate for a model in a condition (the product
 * page's), or the phone a trade-in is for, by its IMEI or by make, model and storage (the trade-in pages'), which
 * starts a trade-in.
 */
export const TradeInValidateRequest = z.union([
  z.object({
    make: z.string().check(z.minLength(1, 'is required'), z.maxLength(60)),
    model: z.string().check(z.minLength(1, 'is required'), z.maxLength(120)),
    storageGb: z.number().check(z.int(), z.positive()),
    condition: z.enum(['good', 'fair', 'broken']),
  }),
  z.object({ imei: z.string().check(z.regex(/^\d{15}$/, 'must be 15 digits')) }),
  z.object({
    make: z.string().check(z.minLength(1, 'is required'), z.maxLength(60)),
    model: z.string().check(z.minLength(1, 'is required'), z.maxLength(120)),
    storageGb: z.number().check(z.int(), z.positive()),
  }),
]);
export type TradeInValidateRequest = z.infer<typeof TradeInValidateRequest>;
/** Answer of `validateDevice`: the trade-in value, or that the device is not accepted. */
export const TradeInValidateResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({
    eligible: z.boolean(),
    value: z.number(),
    make: z.string(),
    model: z.string(),
    storageGb: z.number(),
    condition: z.string(),
    /** A trade-in started (the phone by IMEI, or by make, model and storage): its id, and the model's good value. */
    tradeInId: z.optional(z.string()),
    goodValue: z.optional(z.number()),
  }),
});

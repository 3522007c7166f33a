import { readFileSync } from 'node:fs';
import { ACCESSORY_TYPES, OFFER_ACTIONS, OfferPlacement, RestrictedType } from '@carrier/service-contracts';
import * as z from 'zod/mini';

/**
 * Reads one data file of the catalogue (`apps/sandbox/data/<file>`), checked by `schema` as the sandbox starts: a
 * file that does not match stops it, saying which entry and field are wrong, before any service answers from it.
 */
export function catalogueData<T>(
  file: string,
  schema: z.ZodMiniType<T>,
  dir: URL = new URL('../../data/', import.meta.url),
): T {
  const text = readFileSync(new URL(file, dir), 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The catalogue's ${file} is not JSON: ${String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`The catalogue's ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A day as the catalogue writes it (`2025-09-19`). */
export const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A colour as the catalogue writes it: its name and its hex code. */
const Colour = z.tuple([z.string().check(z.minLength(1)), z.string().check(z.regex(/^#[0-9a-f]{6}$/i))]);
const Dollars = z.number().check(z.nonnegative());

/** A phone model of `phones.json`: the row the catalogue expands into products (see `PhoneRow`). */
export const PhoneRowData = z.object({
  maker: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  os: z.enum(['iOS', 'Android']),
  price: Dollars,
  storage: z.array(z.number().check(z.positive())).check(z.minLength(1)),
  storageStep: Dollars,
  colours: z.array(Colour).check(z.minLength(1)),
  fiveG: z.boolean(),
  released: Day,
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.number().check(z.int(), z.nonnegative()),
  shape: z.enum(['slab', 'fold', 'flip', 'rugged']),
  look: z.object({
    size: z.tuple([z.number().check(z.gte(90), z.lte(180)), z.number().check(z.gte(45), z.lte(90))]),
    corner: z.number().check(z.gte(2), z.lte(20)),
    camera: z.enum(['plateau', 'bar', 'pill', 'square', 'lenses', 'circle', 'strip', 'oval', 'flush']),
    lenses: z.number().check(z.int(), z.gte(1), z.lte(4)),
    front: z.enum(['island', 'punch', 'notch', 'drop', 'bezel']),
    bezel: z.number().check(z.gte(1), z.lte(10)),
    open: z.optional(z.number().check(z.gte(100), z.lte(180))),
    cover: z.optional(z.enum(['full', 'wrap', 'small'])),
    stylus: z.optional(z.boolean()),
  }),
  badge: z.optional(z.enum(['new', 'deal', 'bestSeller'])),
  promo: z.optional(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      savings: Dollars,
      condition: z.optional(z.enum(['newLine', 'tradeIn'])),
      storageGb: z.optional(z.number().check(z.positive())),
    }),
  ),
});

const Words = z.object({ en: z.string().check(z.minLength(1)), es: z.string().check(z.minLength(1)) });

/** An offer of `offers.json` (see `OfferRow`): its placements, restriction and action are the offers contract's. */
export const OfferRowData = z.object({
  offerId: z.string().check(z.regex(/^OF-[A-Z0-9-]+$/)),
  placements: z.array(OfferPlacement).check(z.minLength(1)),
  title: Words,
  description: Words,
  terms: Words,
  /** Who can take it, each condition in both languages. */
  eligibility: z.array(Words).check(z.minLength(1)),
  savings: Dollars,
  deviceIds: z.array(z.string()),
  endsOn: z.nullable(Day),
  restrictedType: z.nullable(RestrictedType),
  action: z.enum(OFFER_ACTIONS),
  partnerUrl: z.nullable(z.string()),
  throttle: z.optional(z.string()),
  customersOnly: z.optional(z.boolean()),
});

/** `reviews.json`: what customers wrote, in both languages with its stars, and who wrote it. */
export const ReviewsData = z.object({
  authors: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  texts: z
    .array(
      z.object({
        rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        en: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]),
        es: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]),
      }),
    )
    .check(z.minLength(1)),
});

const Dictionary = z.record(z.string(), z.string().check(z.minLength(1)));

/** `spanish.json`: the promotions' Spanish names by id, the catalogue's phrases and the accessories' colours. */
export const SpanishData = z.object({
  promotionNames: Dictionary,
  cataloguePhrases: Dictionary,
  accessoryColours: Dictionary,
});

const Text = z.string().check(z.minLength(1));
/** A time of day as a store's hours write it (`09:00`, 24-hour). */
const Time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const Opening = z.tuple([Time, Time]);

/** A store of `stores.json`: where it is, and its hours on weekdays, Saturdays and Sundays. */
export const StoreData = z.object({
  id: z.string().check(z.regex(/^ST-[A-Z]{3}-[A-Z0-9]{3}$/)),
  name: Text,
  address: Text,
  zip: z.string().check(z.regex(/^\d{5}$/)),
  hours: z.object({ weekdays: Opening, saturday: Opening, sunday: Opening }),
});

const AccessoryRowData = z.object({
  name: Text,
  brand: Text,
  type: z.enum(ACCESSORY_TYPES),
  price: Dollars,
  colour: z.object({ name: Text, hex: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)) }),
});

/**
 * `accessories.json`: what is made for each of the most bought phones (`{model}` is the phone's model), and the
 * accessories of their own, each fitting every phone, the iPhones (`"iPhones"`) or the phones it names.
 */
export const AccessoriesData = z.object({
  forEachPhone: z.object({
    /** How many phones have their own: the first phones of the catalogue that are not basic ones. */
    phones: z.number().check(z.int(), z.positive()),
    items: z.array(z.extend(AccessoryRowData, { name: z.string().check(z.regex(/\{model\}/)) })),
  }),
  items: z.array(
    z.extend(AccessoryRowData, {
      fits: z.optional(
        z.union([z.literal('iPhones'), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]),
      ),
    }),
  ),
});

const Protection = z.object({
  id: z.string().check(z.regex(/^PROT-[A-Z0-9-]+$/)),
  name: Text,
  monthlyPrice: Dollars,
  deductible: Dollars,
  features: z.array(Text).check(z.minLength(1)),
});

/** `plans.json`: the postpaid and prepaid plans, and the protection offered for each tier of phone. */
export const PlansData = z.object({
  plans: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^PLAN-[A-Z0-9-]+$/)),
        name: Text,
        type: z.enum(['postpaid', 'prepaid']),
        /** The monthly price of each line by the number of lines (1 to 5); a prepaid plan has one line's. */
        pricePerLine: z.array(Dollars).check(z.minLength(1), z.maxLength(5)),
        autopayDiscount: Dollars,
        data: Text,
        hotspot: Text,
        features: z.array(Text).check(z.minLength(1)),
        /** The plan most customers choose, marked on the plans' cards (one of each type). */
        popular: z.optional(z.boolean()),
      }),
    )
    .check(z.minLength(1)),
  protection: z.object({
    basic: z.array(Protection).check(z.minLength(1)),
    mid: z.array(Protection).check(z.minLength(1)),
    premium: z.array(Protection).check(z.minLength(1)),
  }),
});

import { deviceName } from '@carrier/service-contracts';
import { DEVICE_PAYMENT_MONTHS, monthlyShare, toCents, toDollars } from '@carrier/pricing';
import type { AccessoryType, DeviceSpecs } from '@carrier/service-contracts';
import { BADGE_LABELS, PHONES, type BadgeId, type PhoneRow } from './phones.js';
import { specsOf } from './specs.js';
import * as z from 'zod/mini';
import { AccessoriesData, PlansData, StoreData, catalogueData } from './data.js';

/** Stores that hold stock for in-store pickup, with their street address and opening hours, Monday to Sunday. */
export const STORES = catalogueData('stores.json', z.array(StoreData)).map(({ hours, ...store }) => ({
  ...store,
  hours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => {
    const [opens, closes] = i < 5 ? hours.weekdays : i === 5 ? hours.saturday : hours.sunday;
    return { day, opens, closes };
  }),
}));

export type DeviceTier = 'basic' | 'mid' | 'premium';

export interface Sku {
  readonly sku: string;
  readonly colour: string;
  readonly storageGb: number;
  readonly retailPrice: number;
  /** Retail after the instant promotion, when there is one. */
  readonly salePrice: number;
  readonly monthlyPrice: number;
  readonly months: number;
  readonly stock: Readonly<Record<string, number>>;
}

export interface Device {
  readonly id: string;
  readonly maker: string;
  readonly model: string;
  readonly os: 'iOS' | 'Android';
  readonly fiveG: boolean;
  readonly released: string;
  readonly rating: { readonly average: number; readonly count: number };
  readonly tier: DeviceTier;
  readonly badges: readonly { readonly id: BadgeId; readonly label: string }[];
  readonly promotions: readonly {
    readonly id: string;
    readonly name: string;
    readonly savings: number;
    readonly condition?: 'newLine' | 'tradeIn';
    readonly storageGb?: number;
  }[];
  readonly colours: readonly {
    readonly name: string;
    readonly slug: string;
    readonly hex: string;
    readonly image: string;
  }[];
  readonly storage: readonly { readonly gb: number; readonly label: string }[];
  readonly skus: readonly Sku[];
  readonly specs: DeviceSpecs;
  /** What the pictures are drawn from (the store is answered without it). */
  readonly art: Pick<PhoneRow, 'shape' | 'look'>;
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, ' plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Rounds an amount of dollars to whole cents, in dollars. */
export const cents = (dollars: number) => toDollars(toCents(dollars));

/** A stable number from a string, for stock levels that are the same on every start. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const storageLabel = (gb: number) => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);

export function tierOf(price: number): DeviceTier {
  if (price < 500) return 'basic';
  return price < 1000 ? 'mid' : 'premium';
}

function deviceOf(row: PhoneRow): Device {
  const id = slug(deviceName(row));
  const specs = specsOf(row.model, row.fiveG);
  if (!specs) throw new Error(`The catalogue has no specifications for ${deviceName(row)}.`);
  const promo = row.promo ? [row.promo] : [];
  const colours = row.colours.map(([name, hex]) => ({
    name,
    slug: slug(name),
    hex,
    image: `/content/vcg/images/devices/${id}/${slug(name)}.svg`,
  }));
  const skus = colours.flatMap((colour) =>
    row.storage.map((gb, step) => {
      const sku = `${id}-${colour.slug}-${gb}`.toUpperCase();
      const retailPrice = row.price + step * row.storageStep;
      // A conditional offer never lowers the price: it is credited to a cart that meets its condition.
      const forThisStorage = row.promo?.storageGb === undefined || row.promo.storageGb === gb;
      const instant = row.promo && !row.promo.condition && forThisStorage ? row.promo.savings : 0;
      const salePrice = Math.max(0, retailPrice - instant);
      const stock = Object.fromEntries(STORES.map((store) => [store.id, hash(`${sku}:${store.id}`) % 9]));
      return {
        sku,
        colour: colour.name,
        storageGb: gb,
        retailPrice,
        salePrice,
        monthlyPrice: toDollars(monthlyShare(toCents(salePrice), DEVICE_PAYMENT_MONTHS)),
        months: DEVICE_PAYMENT_MONTHS,
        stock,
      };
    }),
  );
  return {
    id,
    maker: row.maker,
    model: row.model,
    os: row.os,
    fiveG: row.fiveG,
    released: row.released,
    rating: { average: row.rating, count: row.reviews },
    tier: tierOf(row.price),
    badges: row.badge ? [{ id: row.badge, label: BADGE_LABELS.en[row.badge] }] : [],
    promotions: promo,
    colours,
    storage: row.storage.map((gb) => ({ gb, label: storageLabel(gb) })),
    skus,
    specs,
    art: { shape: row.shape, look: row.look },
  };
}

/** Every smartphone of the catalogue. */
export const DEVICES: readonly Device[] = PHONES.map(deviceOf);

/**
 * Phones the store sold before and sells no more (links to them live on in searches, emails and favorites), each with
 * the phone of the catalogue that took its place: their pages send there for good (301).
 */
export const RETIRED_DEVICES: readonly { readonly id: string; readonly successorId: string }[] = [
  { id: 'apple-iphone-15-pro', successorId: 'apple-iphone-17-pro' },
  { id: 'apple-iphone-15-pro-max', successorId: 'apple-iphone-17-pro-max' },
  { id: 'samsung-galaxy-s24', successorId: 'samsung-galaxy-s25' },
  { id: 'samsung-galaxy-s24-ultra', successorId: 'samsung-galaxy-s25-ultra' },
  { id: 'samsung-galaxy-z-fold6', successorId: 'samsung-galaxy-z-fold7' },
  { id: 'google-pixel-8', successorId: 'google-pixel-10' },
  { id: 'google-pixel-8-pro', successorId: 'google-pixel-10-pro' },
];

export interface Accessory {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly type: AccessoryType;
  readonly price: number;
  readonly colour: { readonly name: string; readonly hex: string };
  /** Device ids it fits; every phone when `universal`. */
  readonly compatibleDevices: readonly string[];
  readonly universal: boolean;
  readonly image: string;
  readonly rating: { readonly average: number; readonly count: number };
}

function accessory(
  row: Omit<Accessory, 'id' | 'image' | 'universal' | 'compatibleDevices' | 'rating'> & {
    compatibleDevices?: readonly string[];
  },
): Accessory {
  const id = slug(`${row.brand} ${row.name}`);
  const compatibleDevices = row.compatibleDevices ?? [];
  const h = hash(id);
  return {
    ...row,
    id,
    compatibleDevices,
    universal: compatibleDevices.length === 0,
    image: `/content/vcg/images/accessories/${id}.svg`,
    rating: { average: 3.8 + (h % 12) / 10, count: 20 + (h % 900) },
  };
}

/**
 * Accessories (`accessories.json`): a case and a screen protector for each of the phones most customers buy (the
 * first ones that are not basic), and chargers, cables, audio and mounts of their own. An accessory said to fit a
 * phone the catalogue does not sell stops the sandbox as it starts.
 */
export const ACCESSORIES: readonly Accessory[] = (() => {
  const { forEachPhone, items } = catalogueData('accessories.json', AccessoriesData);
  const cased = DEVICES.filter((d) => d.tier !== 'basic').slice(0, forEachPhone.phones);
  const iPhones = DEVICES.filter((d) => d.os === 'iOS').map((d) => d.id);
  const own = items.map(({ fits, ...row }) => {
    const compatibleDevices = fits === 'iPhones' ? iPhones : (fits ?? []);
    const unknown = compatibleDevices.filter((id) => !DEVICES.some((d) => d.id === id));
    if (unknown.length > 0)
      throw new Error(`The catalogue's accessories.json: ${row.name} fits no phone ${unknown.join(', ')}`);
    return accessory({ ...row, compatibleDevices });
  });
  return [
    ...cased.flatMap((d) =>
      forEachPhone.items.map((row) =>
        accessory({ ...row, name: row.name.replace('{model}', d.model), compatibleDevices: [d.id] }),
      ),
    ),
    ...own,
  ];
})();

/** The connected-car reader the `humconfig` page sets up, and its service a month (dollars). */
export const CONNECTED_CAR = { accessoryId: 'carrier-drive-connected-car-reader', serviceMonthly: 10 } as const;

export type Plan = z.infer<typeof PlansData>['plans'][number];

const PLANS_DATA = catalogueData('plans.json', PlansData);

/** Postpaid plans priced per line for 1 to 5 lines, and prepaid plans for one line (`plans.json`). */
export const PLANS: readonly Plan[] = PLANS_DATA.plans;

/** The monthly total of a plan for a number of lines, with or without autopay. */
export function planTotal(plan: Plan, lines: number, autopay: boolean): number {
  const perLine = plan.pricePerLine[Math.min(lines, plan.pricePerLine.length) - 1] ?? plan.pricePerLine[0] ?? 0;
  return cents((perLine - (autopay ? plan.autopayDiscount : 0)) * lines);
}

export type ProtectionOption = z.infer<typeof PlansData>['protection']['basic'][number];

/** Protection options by device tier (`plans.json`). */
export const PROTECTION: Readonly<Record<DeviceTier, readonly ProtectionOption[]>> = PLANS_DATA.protection;

export const TRADE_IN_CONDITIONS = ['good', 'fair', 'broken'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];
const CONDITION_FACTOR: Record<TradeInCondition, number> = { good: 1, fair: 0.6, broken: 0.15 };

/** Older models customers trade in, with the price they sold for. */
const OLDER_MODELS: readonly (readonly [
  maker: string,
  model: string,
  price: number,
  released: string,
  storage: readonly number[],
])[] = [
  ['Apple', 'iPhone 14', 799, '2022-09-16', [128, 256, 512]],
  ['Apple', 'iPhone 14 Pro', 999, '2022-09-16', [128, 256, 512, 1024]],
  ['Apple', 'iPhone 13', 799, '2021-09-24', [128, 256, 512]],
  ['Apple', 'iPhone 12', 799, '2020-10-23', [64, 128, 256]],
  ['Apple', 'iPhone 11', 699, '2019-09-20', [64, 128, 256]],
  ['Samsung', 'Galaxy S24', 799, '2024-01-31', [128, 256]],
  ['Samsung', 'Galaxy S23', 799, '2023-02-17', [128, 256]],
  ['Samsung', 'Galaxy S22', 799, '2022-02-25', [128, 256]],
  ['Samsung', 'Galaxy Z Flip5', 999, '2023-08-11', [256, 512]],
  ['Google', 'Pixel 8', 699, '2023-10-12', [128, 256]],
  ['Google', 'Pixel 7', 599, '2022-10-13', [128, 256]],
  ['Motorola', 'moto g power 2023', 299, '2023-04-01', [128]],
];

export interface TradeInValue {
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  readonly condition: TradeInCondition;
  readonly value: number;
}

/** What a phone sold at `price` on `released` is worth now: it loses a third of its value a year. */
function tradeValue(price: number, released: string, storageStep: number, now: Date): number {
  const years = Math.max(0, (now.getTime() - Date.parse(released)) / (365.25 * 24 * 3600 * 1000));
  return Math.round((price + storageStep) * 0.55 * (2 / 3) ** years);
}

/** Trade-in values by make, model, storage and condition, as of `now`. */
export function tradeInValues(now: Date): TradeInValue[] {
  const models = [
    ...PHONES.map((p) => ({
      maker: p.maker,
      model: p.model,
      price: p.price,
      released: p.released,
      storage: p.storage,
      step: p.storageStep,
    })),
    ...OLDER_MODELS.map(([maker, model, price, released, storage]) => ({
      maker,
      model,
      price,
      released,
      storage,
      step: 100,
    })),
  ];
  return models.flatMap((m) =>
    m.storage.flatMap((storageGb, index) =>
      TRADE_IN_CONDITIONS.map((condition) => ({
        make: m.maker,
        model: m.model,
        storageGb,
        condition,
        value: Math.round(tradeValue(m.price, m.released, index * m.step, now) * CONDITION_FACTOR[condition]),
      })),
    ),
  );
}

import { deviceName } from '@carrier/service-contracts';
import { DEVICE_PAYMENT_MONTHS, monthlyShare, toCents, toDollars } from '@carrier/pricing';
import type { DeviceSpecs } from '@carrier/service-contracts';
import { BADGE_LABELS, PHONES, type BadgeId, type PhoneRow } from './phones.js';
import { specsOf } from './specs.js';

/** Opening hours of a store, Monday to Sunday. */
const WEEK = (
  weekday: readonly [string, string],
  saturday: readonly [string, string],
  sunday: readonly [string, string],
) =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => {
    const [opens, closes] = i < 5 ? weekday : i === 5 ? saturday : sunday;
    return { day, opens, closes };
  });

/** Stores that hold stock for in-store pickup, with their street address and opening hours. */
export const STORES = [
  {
    id: 'ST-NYC-5AV',
    name: 'Fifth Avenue, New York, NY',
    address: '509 Fifth Avenue, New York, NY 10017',
    zip: '10017',
    hours: WEEK(['09:00', '21:00'], ['10:00', '21:00'], ['11:00', '19:00']),
  },
  {
    id: 'ST-NYC-HSQ',
    name: 'Herald Square, New York, NY',
    address: '1293 Broadway, New York, NY 10001',
    zip: '10001',
    hours: WEEK(['08:00', '22:00'], ['09:00', '22:00'], ['10:00', '20:00']),
  },
  {
    id: 'ST-CHI-MIC',
    name: 'Michigan Avenue, Chicago, IL',
    address: '540 N Michigan Avenue, Chicago, IL 60611',
    zip: '60611',
    hours: WEEK(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00']),
  },
  {
    id: 'ST-SFO-MKT',
    name: 'Market Street, San Francisco, CA',
    address: '865 Market Street, San Francisco, CA 94103',
    zip: '94103',
    hours: WEEK(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00']),
  },
  {
    id: 'ST-SFO-UNS',
    name: 'Union Square, San Francisco, CA',
    address: '300 Post Street, San Francisco, CA 94108',
    zip: '94108',
    hours: WEEK(['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '19:00']),
  },
  {
    id: 'ST-DAL-NPK',
    name: 'NorthPark Center, Dallas, TX',
    address: '8687 N Central Expressway, Dallas, TX 75225',
    zip: '75225',
    hours: WEEK(['10:00', '21:00'], ['10:00', '21:00'], ['12:00', '18:00']),
  },
  {
    id: 'ST-MIA-BRI',
    name: 'Brickell City Centre, Miami, FL',
    address: '701 S Miami Avenue, Miami, FL 33131',
    zip: '33131',
    hours: WEEK(['10:00', '21:00'], ['10:00', '21:00'], ['12:00', '19:00']),
  },
  {
    id: 'ST-SEA-PIN',
    name: 'Pine Street, Seattle, WA',
    address: '1601 Pine Street, Seattle, WA 98101',
    zip: '98101',
    hours: WEEK(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00']),
  },
] as const;

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
  readonly shape: PhoneRow['shape'];
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
    shape: row.shape,
  };
}

/** Every smartphone of the catalogue. */
export const DEVICES: readonly Device[] = PHONES.map(deviceOf);

export interface Accessory {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly type:
    | 'case'
    | 'screen-protector'
    | 'charger'
    | 'wireless-charger'
    | 'cable'
    | 'power-bank'
    | 'audio'
    | 'car-mount'
    | 'connected-car';
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

/** Devices with a case and a screen protector of their own: the ones most customers buy. */
const CASED = DEVICES.filter((d) => d.tier !== 'basic').slice(0, 14);
const IPHONES = DEVICES.filter((d) => d.os === 'iOS').map((d) => d.id);

/** Accessories: model cases and screen protectors, and universal chargers, cables, audio and mounts. */
export const ACCESSORIES: readonly Accessory[] = [
  ...CASED.flatMap((d) => [
    accessory({
      name: `Clear Case for ${d.model}`,
      brand: 'Guardline',
      type: 'case',
      price: 39.99,
      colour: { name: 'Clear', hex: '#dfe8ee' },
      compatibleDevices: [d.id],
    }),
    accessory({
      name: `Glass Screen Protector for ${d.model}`,
      brand: 'Guardline',
      type: 'screen-protector',
      price: 29.99,
      colour: { name: 'Clear', hex: '#e8f1f6' },
      compatibleDevices: [d.id],
    }),
  ]),
  accessory({
    name: 'Rugged Case for iPhone 17 Pro Max',
    brand: 'Otterline',
    type: 'case',
    price: 59.99,
    colour: { name: 'Black', hex: '#222222' },
    compatibleDevices: ['apple-iphone-17-pro-max'],
  }),
  accessory({
    name: 'Silicone Case for Galaxy S25 Ultra',
    brand: 'Samsung',
    type: 'case',
    price: 49.99,
    colour: { name: 'Navy', hex: '#26324a' },
    compatibleDevices: ['samsung-galaxy-s25-ultra'],
  }),
  accessory({
    name: '20W USB-C Power Adapter',
    brand: 'Apple',
    type: 'charger',
    price: 19.99,
    colour: { name: 'White', hex: '#f5f5f0' },
  }),
  accessory({
    name: '45W Super Fast Charger',
    brand: 'Samsung',
    type: 'charger',
    price: 49.99,
    colour: { name: 'Black', hex: '#222222' },
  }),
  accessory({
    name: '30W Dual-Port Wall Charger',
    brand: 'Voltaline',
    type: 'charger',
    price: 34.99,
    colour: { name: 'White', hex: '#f5f5f0' },
  }),
  accessory({
    name: 'MagSafe Charger',
    brand: 'Apple',
    type: 'wireless-charger',
    price: 39.99,
    colour: { name: 'White', hex: '#f5f5f0' },
    compatibleDevices: IPHONES,
  }),
  accessory({
    name: 'Qi2 Wireless Charging Pad',
    brand: 'Voltaline',
    type: 'wireless-charger',
    price: 44.99,
    colour: { name: 'Graphite', hex: '#3b3d41' },
  }),
  accessory({
    name: 'USB-C to USB-C Cable 1 m',
    brand: 'Voltaline',
    type: 'cable',
    price: 19.99,
    colour: { name: 'White', hex: '#f5f5f0' },
  }),
  accessory({
    name: 'Braided USB-C Cable 2 m',
    brand: 'Voltaline',
    type: 'cable',
    price: 24.99,
    colour: { name: 'Black', hex: '#222222' },
  }),
  accessory({
    name: '10,000 mAh Power Bank',
    brand: 'Voltaline',
    type: 'power-bank',
    price: 49.99,
    colour: { name: 'Black', hex: '#222222' },
  }),
  accessory({
    name: 'MagSafe Battery Pack 5,000 mAh',
    brand: 'Voltaline',
    type: 'power-bank',
    price: 59.99,
    colour: { name: 'Blue', hex: '#3a6ea5' },
    compatibleDevices: IPHONES,
  }),
  accessory({
    name: 'AirPods Pro 3',
    brand: 'Apple',
    type: 'audio',
    price: 249.99,
    colour: { name: 'White', hex: '#f5f5f0' },
  }),
  accessory({
    name: 'Galaxy Buds3 Pro',
    brand: 'Samsung',
    type: 'audio',
    price: 249.99,
    colour: { name: 'Silver', hex: '#c3c5c7' },
  }),
  accessory({
    name: 'Pixel Buds Pro 2',
    brand: 'Google',
    type: 'audio',
    price: 229.99,
    colour: { name: 'Hazel', hex: '#a5a99a' },
  }),
  accessory({
    name: 'Vent Car Mount',
    brand: 'Roadline',
    type: 'car-mount',
    price: 29.99,
    colour: { name: 'Black', hex: '#222222' },
  }),
  accessory({
    name: 'Drive Connected-Car Reader',
    brand: 'Carrier',
    type: 'connected-car',
    price: 99.99,
    colour: { name: 'Black', hex: '#222222' },
  }),
];

/** The connected-car reader the `humconfig` page sets up, and its service a month (dollars). */
export const CONNECTED_CAR = { accessoryId: 'carrier-drive-connected-car-reader', serviceMonthly: 10 } as const;

export interface Plan {
  readonly id: string;
  readonly name: string;
  readonly type: 'postpaid' | 'prepaid';
  /** Monthly price per line by number of lines (1 to 5), before the autopay discount. */
  readonly pricePerLine: readonly number[];
  readonly autopayDiscount: number;
  readonly data: string;
  readonly hotspot: string;
  readonly features: readonly string[];
}

const postpaid = (
  id: string,
  name: string,
  pricePerLine: number[],
  data: string,
  hotspot: string,
  features: string[],
): Plan => ({
  id,
  name,
  type: 'postpaid',
  pricePerLine,
  autopayDiscount: 10,
  data,
  hotspot,
  features,
});
const prepaid = (id: string, name: string, price: number, data: string, hotspot: string, features: string[]): Plan => ({
  id,
  name,
  type: 'prepaid',
  pricePerLine: [price],
  autopayDiscount: 5,
  data,
  hotspot,
  features,
});

/** Postpaid plans priced per line for 1 to 5 lines, and prepaid plans for one line. */
export const PLANS: readonly Plan[] = [
  postpaid('PLAN-UNL-WELCOME', 'Unlimited Welcome', [75, 65, 50, 40, 35], 'Unlimited 5G and 4G LTE', 'None', [
    'Unlimited talk and text',
  ]),
  postpaid('PLAN-UNL-PLUS', 'Unlimited Plus', [90, 80, 65, 55, 50], 'Unlimited premium 5G', '30 GB', [
    'Unlimited talk and text',
    'Calling to Mexico and Canada',
  ]),
  postpaid('PLAN-UNL-ULTIMATE', 'Unlimited Ultimate', [100, 90, 75, 65, 60], 'Unlimited premium 5G', '60 GB', [
    'International travel days',
    'Satellite texting',
  ]),
  postpaid('PLAN-5G-START', '5G Start', [70, 60, 45, 35, 30], 'Unlimited 5G', '5 GB', ['Unlimited talk and text']),
  prepaid('PLAN-PP-15GB', 'Prepaid 15 GB', 35, '15 GB high speed', 'None', ['Unlimited talk and text']),
  prepaid('PLAN-PP-UNL', 'Prepaid Unlimited', 50, 'Unlimited 5G', 'None', ['Unlimited talk and text']),
  prepaid('PLAN-PP-UNL-PLUS', 'Prepaid Unlimited Plus', 60, 'Unlimited premium 5G', '15 GB', [
    'Calling to Mexico and Canada',
  ]),
  prepaid('PLAN-PP-UNL-ULT', 'Prepaid Unlimited Ultimate', 75, 'Unlimited premium 5G', '30 GB', [
    'International travel days',
  ]),
];

/** The monthly total of a plan for a number of lines, with or without autopay. */
export function planTotal(plan: Plan, lines: number, autopay: boolean): number {
  const perLine = plan.pricePerLine[Math.min(lines, plan.pricePerLine.length) - 1] ?? plan.pricePerLine[0] ?? 0;
  return cents((perLine - (autopay ? plan.autopayDiscount : 0)) * lines);
}

export interface ProtectionOption {
  readonly id: string;
  readonly name: string;
  readonly monthlyPrice: number;
  readonly deductible: number;
  readonly features: readonly string[];
}

/** Protection options by device tier. */
export const PROTECTION: Readonly<Record<DeviceTier, readonly ProtectionOption[]>> = {
  basic: [
    {
      id: 'PROT-BASIC',
      name: 'Device Protection',
      monthlyPrice: 8,
      deductible: 29,
      features: ['Loss, theft and damage', 'Screen repair from $0'],
    },
    {
      id: 'PROT-BASIC-EXT',
      name: 'Extended Warranty',
      monthlyPrice: 4,
      deductible: 19,
      features: ['Malfunction after the maker’s warranty'],
    },
  ],
  mid: [
    {
      id: 'PROT-MID',
      name: 'Device Protection',
      monthlyPrice: 14,
      deductible: 99,
      features: ['Loss, theft and damage', 'Screen repair from $0', 'Battery replacement'],
    },
    {
      id: 'PROT-MID-EXT',
      name: 'Extended Warranty',
      monthlyPrice: 7,
      deductible: 49,
      features: ['Malfunction after the maker’s warranty'],
    },
  ],
  premium: [
    {
      id: 'PROT-PREM',
      name: 'Device Protection',
      monthlyPrice: 18,
      deductible: 149,
      features: ['Loss, theft and damage', 'Screen repair from $0', 'Battery replacement', 'Same-day replacement'],
    },
    {
      id: 'PROT-PREM-EXT',
      name: 'Extended Warranty',
      monthlyPrice: 9,
      deductible: 79,
      features: ['Malfunction after the maker’s warranty'],
    },
  ],
};

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

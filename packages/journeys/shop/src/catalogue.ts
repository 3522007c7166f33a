import type { CatalogueAccessory, CatalogueDevice } from '@carrier/service-contracts';
import {
  ACCESSORY_TYPES,
  COLOUR_FAMILIES,
  PRICE_RANGES,
  items,
  type ColourFamily,
  type GridwallSearch,
  type SortKey,
} from './search.js';
import { dealsOn, fiveGOn } from './filters.js';

export type Device = CatalogueDevice;
export type Sku = CatalogueDevice['skus'][number];
export type Accessory = CatalogueAccessory;
export { ACCESSORY_TYPES };

export type BadgeId = Device['badges'][number]['id'];
/** The badge the catalogue gives to deals. */
export const DEAL_BADGE: BadgeId = 'deal';
/** The badge the catalogue gives to new phones. */
export const NEW_BADGE: BadgeId = 'new';

/** True when the device carries the badge (by its id: the label is in the site's language). */
export const hasBadge = (device: Device, id: BadgeId) => device.badges.some((badge) => badge.id === id);

/** The variant a price "from" is quoted for: the lowest sale price of the device. */
export function cheapestSku(device: Device): Sku | undefined {
  return device.skus.reduce<Sku | undefined>(
    (low, sku) => (!low || sku.salePrice < low.salePrice ? sku : low),
    undefined,
  );
}

/** The lowest full price of a device (after its instant promotion), in dollars. */
export const priceFrom = (device: Device) => cheapestSku(device)?.salePrice ?? 0;

/** A device is a deal when it carries a promotion or the deal badge. */
export const isDeal = (device: Device) => device.promotions.length > 0 || hasBadge(device, DEAL_BADGE);

const families = new Map<string, ColourFamily>();

/**
 * The colour family of a colour by its hue, lightness and saturation, so "Deep Blue" and "Navy" filter alike;
 * worked out once per colour (the gridwall asks for every colour of every phone on each drawing).
 */
export function colourFamily(hex: string): ColourFamily {
  let family = families.get(hex);
  if (family === undefined) {
    family = familyOf(hex);
    families.set(hex, family);
  }
  return family;
}

function familyOf(hex: string): ColourFamily {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.18 || delta < 0.06) {
    if (lightness < 0.25) return 'black';
    return lightness > 0.82 ? 'white' : 'gray';
  }
  let hue = 0;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  hue = (hue * 60 + 360) % 360;
  if (lightness < 0.12) return 'black';
  if (hue < 15 || hue >= 345) return lightness > 0.7 ? 'pink' : 'red';
  if (hue < 40) return lightness > 0.75 ? 'white' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}

/** The colour families a device comes in. */
export const familiesOf = (device: Device): ColourFamily[] => [
  ...new Set(device.colours.map((c) => colourFamily(c.hex))),
];

/** Does a device pass every filter of the search? Filters of one kind widen (or), kinds narrow (and). */
export function matchesFilters(device: Device, search: GridwallSearch): boolean {
  const makers = items(search.maker).map((m) => m.toLowerCase());
  if (makers.length > 0 && !makers.includes(device.maker.toLowerCase())) return false;
  const systems = items(search.os);
  if (systems.length > 0 && !systems.includes(device.os.toLowerCase())) return false;
  if (search.price) {
    const { min, max } = PRICE_RANGES[search.price];
    const from = priceFrom(device);
    if (from < min || from >= max) return false;
  }
  if (fiveGOn(search) && !device.fiveG) return false;
  if (search.type === 'new' && !hasBadge(device, NEW_BADGE)) return false;
  if (dealsOn(search) && !isDeal(device)) return false;
  const colours = items(search.colour);
  if (colours.length > 0 && !familiesOf(device).some((f) => colours.includes(f))) return false;
  const sizes = items(search.storage).map(Number);
  if (sizes.length > 0 && !device.storage.some((s) => sizes.includes(s.gb))) return false;
  return true;
}

const BY_SORT: Record<Exclude<SortKey, 'featured'>, (a: Device, b: Device) => number> = {
  'price-asc': (a, b) => priceFrom(a) - priceFrom(b),
  'price-desc': (a, b) => priceFrom(b) - priceFrom(a),
  newest: (a, b) => b.released.localeCompare(a.released),
  rating: (a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count,
};

/**
 * The devices a search shows, in its order. Featured keeps the catalogue's own order (the merchandisers'),
 * and every sort falls back to it for ties, so the grid never reshuffles between renders.
 */
export function gridwallDevices(devices: readonly Device[], search: GridwallSearch): Device[] {
  const order = new Map(devices.map((d, i) => [d.id, i]));
  // The featured order, or, in the iconic test (spec 2.6 iconicTestIntent), the new phones first.
  const iconic = (a: Device, b: Device) => Number(hasBadge(b, 'new')) - Number(hasBadge(a, 'new'));
  const compare = search.sort ? BY_SORT[search.sort] : search.iconicTestIntent ? iconic : () => 0;
  return devices
    .filter((d) => matchesFilters(d, search))
    .sort((a, b) => compare(a, b) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The values each filter offers, from the catalogue, with how many devices each keeps. */
export interface Facets {
  readonly makers: readonly { readonly value: string; readonly count: number }[];
  readonly storage: readonly { readonly value: number; readonly label: string; readonly count: number }[];
  readonly colours: readonly { readonly value: ColourFamily; readonly count: number }[];
}

const omit = (search: GridwallSearch, key: keyof GridwallSearch): GridwallSearch => {
  const { [key]: _dropped, ...rest } = search;
  return rest;
};

/** The filters' values, counted over the devices that pass the other filters. */
export function facetsOf(devices: readonly Device[], search: GridwallSearch): Facets {
  const count = <T>(without: GridwallSearch, values: readonly T[], has: (d: Device, v: T) => boolean) =>
    values.map((value) => ({
      value,
      count: devices.filter((d) => matchesFilters(d, without) && has(d, value)).length,
    }));
  const makers = [...new Set(devices.map((d) => d.maker))];
  const sizes = [...new Map(devices.flatMap((d) => d.storage.map((s) => [s.gb, s.label] as const))).entries()].sort(
    (a, b) => a[0] - b[0],
  );
  const colours = COLOUR_FAMILIES.filter((f) => devices.some((d) => familiesOf(d).includes(f)));
  const storageCounts = count(
    omit(search, 'storage'),
    sizes.map(([gb]) => gb),
    (d, gb) => d.storage.some((s) => s.gb === gb),
  );
  return {
    makers: count(omit(search, 'maker'), makers, (d, m) => d.maker === m),
    storage: storageCounts.map((s, i) => ({ ...s, label: sizes[i]?.[1] ?? `${s.value} GB` })),
    colours: count(omit(search, 'colour'), colours, (d, f) => familiesOf(d).includes(f)),
  };
}

/** The variant of a device for a colour slug and a storage size, falling back to what exists. */
export function selectVariant(
  device: Device,
  colourSlug: string | undefined,
  storageGb: number | undefined,
): { readonly colour: Device['colours'][number]; readonly sku: Sku } | undefined {
  const colour = device.colours.find((c) => c.slug === colourSlug) ?? device.colours[0];
  if (!colour) return undefined;
  const ofColour = device.skus.filter((s) => s.colour === colour.name);
  const sku = ofColour.find((s) => s.storageGb === storageGb) ?? ofColour[0];
  return sku ? { colour, sku } : undefined;
}

/**
 * The colour and storage a preconfigured variant (spec 2.6 `preconfigure`, a SKU) stands for, when it is one of the
 * device's; the page's own colour and storage choices come first.
 */
export function preconfigured(
  device: Device,
  search: {
    readonly color?: string | undefined;
    readonly storage?: number | undefined;
    readonly preconfigure?: string | undefined;
  },
): { readonly color?: string | undefined; readonly storage?: number | undefined } {
  const sku = search.preconfigure ? device.skus.find((s) => s.sku === search.preconfigure) : undefined;
  const colour = sku ? device.colours.find((c) => c.name === sku.colour) : undefined;
  return {
    color: search.color ?? colour?.slug,
    storage: search.storage ?? sku?.storageGb,
  };
}

/**
 * The catalogue as a page that lists phones uses it (the gridwall: tiles, filters, compare): without each variant's
 * stock per store, which only a phone's own page shows, so a page drawn on the server does not carry it (a quarter of
 * the catalogue's weight) to the browser.
 */
export const listedDevices = (devices: readonly Device[]): Device[] =>
  devices.map((device) => ({ ...device, skus: device.skus.map((sku) => ({ ...sku, stock: {} })) }));

/** Total stock of a variant per store, for store pickup. */
export const storesWithStock = (sku: Sku) =>
  Object.entries(sku.stock)
    .filter(([, count]) => count > 0)
    .map(([storeId, count]) => ({ storeId, count }));

/** Accessories that fit a device (its own ones first, then universal ones). */
export function accessoriesFor(accessories: readonly Accessory[], deviceId: string): Accessory[] {
  const own = accessories.filter((a) => a.compatibleDevices.includes(deviceId));
  return [...own, ...accessories.filter((a) => a.universal)];
}

/** The accessories of a type list and a compatible device (both optional). */
export function filterAccessories(
  accessories: readonly Accessory[],
  { type, device }: { readonly type?: string | undefined; readonly device?: string | undefined },
): Accessory[] {
  const types = items(type);
  return accessories.filter(
    (a) =>
      (types.length === 0 || types.includes(a.type)) &&
      (!device || a.universal || a.compatibleDevices.includes(device)),
  );
}

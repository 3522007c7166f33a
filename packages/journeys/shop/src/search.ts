/**
 * The gridwall's query parameters: its filters and sort (so a filtered grid can be shared and survives a
 * reload) and the parameters of spec 2.6 that a shopping page reads. Every value is checked; what does not
 * fit is dropped, never shown.
 */

import { ACCESSORY_TYPES } from '@carrier/service-contracts';
import { FORM_PROBLEM_PARAM } from '@carrier/storefront/kit';
import { SEARCH_QUERY_MAX } from './paths.js';

/** Sort orders of the gridwall; `featured` is the default and stays out of the URL. */
export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Operating systems a phone filter offers. */
export const OPERATING_SYSTEMS = ['ios', 'android'] as const;
export type OsKey = (typeof OPERATING_SYSTEMS)[number];

/** Colour families the colour filter offers; each catalogue colour falls into one by its hue. */
export const COLOUR_FAMILIES = [
  'black',
  'white',
  'gray',
  'blue',
  'green',
  'purple',
  'pink',
  'red',
  'orange',
  'yellow',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** Price ranges of the price filter, on the lowest full price of a phone, in dollars. */
export const PRICE_RANGES = {
  'under-300': { min: 0, max: 300 },
  '300-700': { min: 300, max: 700 },
  '700-1000': { min: 700, max: 1000 },
  '1000-up': { min: 1000, max: Number.POSITIVE_INFINITY },
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;

/** Most devices compared side by side. */
export const MAX_COMPARE = 4;

/** How prices show: monthly on a 36-month device payment, or the full retail price. */
export const PRICE_VIEWS = ['monthly', 'retail'] as const;
export type PriceView = (typeof PRICE_VIEWS)[number];

/** The category a `category` parameter with markup in it is replaced by (spec 2.6). */
export const DEFAULT_CATEGORY = 'smartphones';

/** The gridwall's state in the URL. Lists are comma-separated so links stay short and readable. */
export interface GridwallSearch {
  readonly sort?: Exclude<SortKey, 'featured'> | undefined;
  /** `iconicTestIntent` (spec 2.6): the test of leading the featured order with the newest phones. */
  readonly iconicTestIntent?: true | undefined;
  /** Maker names as the catalogue spells them (Apple, Samsung…). */
  readonly maker?: string | undefined;
  readonly os?: string | undefined;
  readonly price?: PriceRange | undefined;
  readonly fiveG?: true | undefined;
  readonly colour?: string | undefined;
  /** Storage sizes in GB. */
  readonly storage?: string | undefined;
  readonly deals?: true | undefined;
  /** Device ids picked to compare, at most four. */
  readonly compare?: string | undefined;
  readonly view?: 'retail' | undefined;
  // Spec 2.6 parameters.
  readonly category?: string | undefined;
  readonly type?: string | undefined;
  readonly productType?: 'accessory' | undefined;
  readonly special_offers?: true | undefined;
  readonly compatibledevice?: string | undefined;
  readonly intcmp?: string | undefined;
  readonly isProspect?: true | undefined;
  /** What was searched for, on the search results page. */
  readonly q?: string | undefined;
}

/**
 * The query of the gridwall showing `search` (`?maker=Samsung&fiveG=true`), as the store's router writes it and reads it
 * back (`parseGridwallSearch`): what a filter links to. Empty when nothing is set.
 */
export function gridwallQuery(search: GridwallSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A value the URL may carry as a string, number or boolean (the router parses JSON-looking values). */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

const isTrue = (value: unknown) => value === true || text(value)?.toLowerCase() === 'true' || value === 1;

/** A plain token: letters, digits, dashes, underscores and dots, at most `max` characters. */
const TOKEN = /^[A-Za-z0-9._-]+$/;
export const token = (value: unknown, max = 80): string | undefined => {
  const raw = text(value)?.trim();
  return raw && raw.length <= max && TOKEN.test(raw) ? raw : undefined;
};

/** A comma list of the given values (or of tokens), deduplicated and in canonical order. */
function list(value: unknown, allowed?: readonly string[], max = 12): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const items = [
    ...new Set(
      raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => (allowed ? allowed.includes(item) : token(item) !== undefined)),
    ),
  ];
  if (allowed) items.sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b));
  return items.length > 0 ? items.slice(0, max).join(',') : undefined;
}

/** Splits a comma list of the search back into its items. */
export const items = (value: string | undefined): string[] => (value ? value.split(',') : []);

/** Markup in a parameter: a tag, an entity or a script URL. */
const MARKUP = /[<>"'`]|&[#a-z0-9]+;|javascript:/i;

/** The `category` parameter: a plain category name, or smartphones when it carries markup (spec 2.6). */
export function readCategory(value: unknown): string | undefined {
  const raw = text(value)?.trim();
  if (!raw) return undefined;
  if (MARKUP.test(raw)) return DEFAULT_CATEGORY;
  return token(raw.toLowerCase(), 40) ?? DEFAULT_CATEGORY;
}

/** Reads the gridwall's search from whatever the URL held. */
export function parseGridwallSearch(search: Record<string, unknown>): GridwallSearch {
  const sort = text(search['sort']);
  const price = text(search['price']);
  const result: Record<string, unknown> = {
    sort: sort && sort !== 'featured' && (SORT_KEYS as readonly string[]).includes(sort) ? sort : undefined,
    maker: list(search['maker']),
    os: list(search['os'], OPERATING_SYSTEMS),
    price: price && price in PRICE_RANGES ? price : undefined,
    fiveG: isTrue(search['fiveG']) || undefined,
    colour: list(search['colour'], COLOUR_FAMILIES),
    storage: list(search['storage'])
      ?.split(',')
      .filter((gb) => /^\d{2,5}$/.test(gb))
      .join(','),
    deals: isTrue(search['deals']) || undefined,
    compare: list(search['compare'], undefined, MAX_COMPARE),
    view: text(search['view']) === 'retail' ? 'retail' : undefined,
    category: readCategory(search['category']),
    type: token(search['type'], 40)?.toLowerCase(),
    productType: text(search['productType'])?.toLowerCase() === 'accessory' ? 'accessory' : undefined,
    special_offers: isTrue(search['special_offers']) || undefined,
    compatibledevice: token(search['compatibledevice'], 120)?.toLowerCase(),
    intcmp: token(search['intcmp'], 120),
    isProspect: isTrue(search['isProspect']) || undefined,
    iconicTestIntent: isTrue(search['iconicTestIntent']) || undefined,
    q: searchQuery(search['q']),
  };
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined && v !== '')) as GridwallSearch;
}

/**
 * A search query as the results page reads it: plain text with control characters and runs of spaces made one
 * space, at most `SEARCH_QUERY_MAX` characters. It is only ever shown as text.
 */
export function searchQuery(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .trim();
  return clean === '' ? undefined : clean;
}

/** The product page's search: colour (slug), storage (GB) and how the price shows. */
export interface ProductSearch {
  readonly color?: string | undefined;
  readonly storage?: number | undefined;
  readonly view?: 'retail' | undefined;
  /** `preconfigure` (spec 2.6): a variant chosen elsewhere, by its SKU; the colour and storage follow from it. */
  readonly preconfigure?: string | undefined;
  /**
   * Why the phone was not added, when the page's form was done by the store server (the page's code had not run): a
   * service's error id or the page's own, which the page says in its words.
   */
  readonly problem?: string | undefined;
}

/**
 * The query of the product page showing `search` (`?color=frost&storage=256`), as the store's router writes it: what a
 * colour or a size links to, so that the choice works before the page's code runs and without it. Empty when nothing is
 * chosen.
 */
export function productQuery(search: ProductSearch): string {
  const query = new URLSearchParams();
  if (search.color) query.set('color', search.color);
  if (search.storage !== undefined) query.set('storage', String(search.storage));
  if (search.view) query.set('view', search.view);
  if (search.preconfigure) query.set('preconfigure', search.preconfigure);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Reads the product page's search; the page falls back to the first colour and size for what is missing. */
export function parseProductSearch(search: Record<string, unknown>): ProductSearch {
  const color = token(search['color'], 60)?.toLowerCase();
  const storage = Number(text(search['storage']));
  return {
    ...(color ? { color } : {}),
    ...(Number.isInteger(storage) && storage > 0 && storage < 100_000 ? { storage } : {}),
    ...(text(search['view']) === 'retail' ? { view: 'retail' as const } : {}),
    ...(typeof search['preconfigure'] === 'string' && /^[A-Za-z0-9-]{1,160}$/.test(search['preconfigure'])
      ? { preconfigure: search['preconfigure'].toUpperCase() }
      : {}),
    ...(token(search[FORM_PROBLEM_PARAM], 60) ? { problem: token(search[FORM_PROBLEM_PARAM], 60) } : {}),
  };
}

/** Accessory types of the accessory filter, in the order shown: the catalogue's. */
export { ACCESSORY_TYPES };

/** The accessories page's search: types (comma list) and the phone they must fit. */
export interface AccessoriesSearch {
  readonly type?: string | undefined;
  readonly device?: string | undefined;
}

export function parseAccessoriesSearch(search: Record<string, unknown>): AccessoriesSearch {
  const types = String(search['type'] ?? '')
    .split(',')
    .filter((t) => (ACCESSORY_TYPES as readonly string[]).includes(t));
  const device = token(search['device'] ?? search['compatibledevice'], 120)?.toLowerCase();
  return { ...(types.length > 0 ? { type: types.join(',') } : {}), ...(device ? { device } : {}) };
}

/**
 * An accessory's page's search: `added` (the accessory the store server added, for a customer whose page's code had not
 * run: the page says so), `problem` (why it was not), and `scanngoACC` (spec 2.6).
 */
export interface AccessoryPageSearch {
  readonly added?: string | undefined;
  readonly problem?: string | undefined;
  readonly scanngoACC?: true | undefined;
}

export function parseAccessoryPageSearch(search: Record<string, unknown>): AccessoryPageSearch {
  const added = token(search['added'], 120)?.toLowerCase();
  const problem = token(search[FORM_PROBLEM_PARAM], 60);
  return {
    ...(added ? { added } : {}),
    ...(problem ? { problem } : {}),
    ...(isTrue(search['scanngoACC']) ? { scanngoACC: true as const } : {}),
  };
}

/** The interstitial's search: the device just added and its line. */
export function parseInterstitialSearch(search: Record<string, unknown>): { device?: string; line?: string } {
  const device = token(search['device'], 120)?.toLowerCase();
  const line = token(search['line'], 40);
  return { ...(device ? { device } : {}), ...(line ? { line } : {}) };
}

/** The plan and protection pages' search: the line being chosen for. */
export function parseLineSearch(search: Record<string, unknown>): { line?: string } {
  const line = token(search['line'], 40);
  return line ? { line } : {};
}

/**
 * The store's search: an index of what it sells (phones, accessories, plans) in the site's language, the
 * engine that matches a query against it, and the header's suggestions. Loaded on demand: by the search results
 * page, and by the header the first time its search box is used.
 */
import { planPerLine } from '@carrier/pricing';
import { deviceName } from '@carrier/service-contracts';
import { formatMoney, type Language } from '@carrier/design-system';
import { type Suggest } from '@carrier/storefront/kit';
import { SHOP_PATHS, accessoryPath, productPath } from './paths.js';
import { priceFrom, type Accessory, type Device } from './catalogue.js';
import type { ShopDeps } from './deps.js';
import type { Plan } from './services.js';
import { SHOP_STRINGS } from './strings/index.js';

/** What the store sells, as the search finds it, in the site's language. */
export function catalogueSearchables(
  catalogue: {
    readonly devices: readonly Device[];
    readonly accessories: readonly Accessory[];
    readonly plans: readonly Plan[];
  },
  language: Language,
): Searchable[] {
  const texts = SHOP_STRINGS[language];
  const money = (amount: number) => formatMoney(amount, language);
  return [
    ...catalogue.devices.map((d) => ({
      id: d.id,
      kind: 'phone' as const,
      name: deviceName(d),
      keywords: [
        d.maker,
        d.os,
        ...(d.fiveG ? ['5G'] : []),
        ...texts.search.phoneWords,
        ...d.colours.map((c) => c.name),
      ],
      path: productPath(d.id),
      detail: texts.search.from(money(priceFrom(d))),
    })),
    ...catalogue.accessories.map((a) => ({
      id: a.id,
      kind: 'accessory' as const,
      name: a.name,
      keywords: [a.brand, a.type, texts.accessories.types[a.type], a.colour.name],
      path: accessoryPath(a.id),
      detail: money(a.price),
    })),
    ...catalogue.plans.map((p) => ({
      id: p.id,
      kind: 'plan' as const,
      name: p.name,
      keywords: [...texts.search.planWords, p.data],
      path: SHOP_PATHS.plans,
      detail: planDetail(p, texts.search, money),
    })),
  ];
}

/** A plan as search shows it: its price for 1 line, and with Auto Pay and paper-free billing. */
export const planDetail = (
  plan: Plan,
  words: { readonly planPrice: (price: string, autopay: string) => string },
  money: (amount: number) => string,
): string =>
  words.planPrice(
    money(planPerLine(plan, { lines: 1, autopay: false })),
    money(planPerLine(plan, { lines: 1, autopay: true })),
  );

/** The search index of what the store sells, in the site's language. */
export const catalogueIndex = (
  catalogue: Parameters<typeof catalogueSearchables>[0],
  language: Language,
): SearchIndex => buildIndex(catalogueSearchables(catalogue, language));

/** What matches a query in an index. */
export { search as findIn };

/** The header's suggestions from an index: the best few, each named with its kind. */
export function suggestFrom(index: SearchIndex, language: Language): Suggest {
  const kinds = SHOP_STRINGS[language].search.kinds;
  return (query) =>
    search(index, query)
      .slice(0, SUGGESTIONS_SHOWN)
      .map(({ item }) => ({
        id: `${item.kind}:${item.id}`,
        label: item.name,
        path: item.path,
        kind: kinds[item.kind],
        ...(item.detail ? { detail: item.detail } : {}),
      }));
}

/**
 * What suggests in the header, built from the shop's catalogue read once (plans are a bonus: without them the
 * phones and accessories still suggest).
 */
export async function createSuggester(shop: ShopDeps, language: Language): Promise<Suggest> {
  const [devices, accessories, plans] = await Promise.all([
    shop.services.devices(),
    shop.services.accessories(),
    shop.services.plans('postpaid').catch(() => [] as readonly Plan[]),
  ]);
  return suggestFrom(catalogueIndex({ devices, accessories, plans }, language), language);
}

// The search engine.

/*
 * The store's search over what it sells: phones, accessories and plans, matched word by word, forgiving a
 * slip of the keyboard ("iphne", "galxy") and the accents a customer leaves out ("batería", "bateria").
 * Pure and quick: the index is built once from the catalogue and each query is answered from it.
 */

/** What a search can find. */
export type SearchKind = 'phone' | 'accessory' | 'plan';

/** One thing the search can find: its name and other words it is known by, and where it is. */
export interface Searchable {
  readonly id: string;
  readonly kind: SearchKind;
  readonly name: string;
  /** Other words it is found by: its maker, its type ("Cases", "Fundas"), its operating system. */
  readonly keywords: readonly string[];
  /** Its page, relative to the sales base. */
  readonly path: string;
  /** A detail to show with it, such as its price. */
  readonly detail?: string;
}

/** An index of what the search can find, built once. */
export interface SearchIndex {
  readonly entries: readonly { readonly item: Searchable; readonly words: readonly string[] }[];
}

/** The longest word of a query the search reads. */
const WORD_MAX = 30;

/** A text as the search compares it: lower case, accents off, `+` as "plus", words of letters and digits. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, WORD_MAX));
}

/** Builds the index of the things given, in the order given (the order ties are broken in). */
export function buildIndex(items: readonly Searchable[]): SearchIndex {
  return {
    entries: items.map((item) => ({
      item,
      words: [...new Set([...words(item.name), ...item.keywords.flatMap(words)])],
    })),
  };
}

/**
 * The number of edits (a letter added, dropped, changed, or two swapped) between two words, or `limit + 1`
 * as soon as it is known to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many slips a word of the query may have: none in short words, one from four letters, two from eight. */
export const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** How well one word of the query matches one word of a thing: 4 the same, 3 its start, 1 or 2 with slips, 0 not. */
function wordScore(query: string, word: string): number {
  if (word === query) return 4;
  if (word.startsWith(query)) return 3;
  const slips = slipsAllowed(query);
  if (slips === 0) return 0;
  // The whole word with a slip ("iphne" for "iphone"), or its start while it is still being typed ("galx").
  if (editDistance(query, word, slips) <= slips) return 2;
  const start = word.slice(0, query.length);
  return start.length === query.length && editDistance(query, start, slips) <= slips ? 1 : 0;
}

/** A thing found, with how well it matched. */
export interface Found {
  readonly item: Searchable;
  readonly score: number;
}

/**
 * What matches a query: every word of the query must match a word of the thing (numbers exactly or as a start,
 * so "16" finds the iPhone 16 and not the 15). Best matches first; phones before accessories and plans when
 * they match as well; then the index's order.
 */
export function search(index: SearchIndex, query: string): Found[] {
  const asked = [...new Set(words(query))];
  if (asked.length === 0) return [];
  const found: Found[] = [];
  for (const entry of index.entries) {
    let score = 0;
    for (const word of asked) {
      let best = 0;
      for (const own of entry.words) {
        best = Math.max(
          best,
          /^\d+$/.test(word) ? (own === word ? 4 : own.startsWith(word) ? 3 : 0) : wordScore(word, own),
        );
        if (best === 4) break;
      }
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) found.push({ item: entry.item, score });
  }
  const rank: Record<SearchKind, number> = { phone: 0, accessory: 1, plan: 2 };
  return found
    .map((f, order) => ({ f, order }))
    .sort((a, b) => b.f.score - a.f.score || rank[a.f.item.kind] - rank[b.f.item.kind] || a.order - b.order)
    .map(({ f }) => f);
}

/** How many suggestions the search box shows. */
export const SUGGESTIONS_SHOWN = 8;

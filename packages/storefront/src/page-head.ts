import { otherLanguageHref, stringsFor } from './i18n/index.js';
import type { Language } from './site.js';

/** The store's brands: the wireless store's and the prepaid store's (`brandOf` a sales base). */
export type Brand = 'wireless' | 'prepaid';

/** What a page says it is, for its tab, a search engine's result and a link's preview. */
export interface PageHead {
  /** The page's own title, as its heading says it (`Google Pixel 10`); the brand is added after it. */
  readonly title: string;
  /**
   * The title a search engine's result and a link's preview show, when it says more than the heading (a phone's name
   * with its prices); the heading's words first, so that the two agree.
   */
  readonly fullTitle?: string;
  /** The title is the document's whole title, as the spec names it (`Friends And Family Page`): no brand after it. */
  readonly brandless?: true;
  /** One or two sentences of what the page offers; the page's title and the store's own words when left out. */
  readonly description?: string;
  /** The page's picture (a product's), a path of the store's origin or an absolute `https:` address. */
  readonly image?: string;
  /** `product` for a phone's or an accessory's page; `website` for any other. */
  readonly type?: 'website' | 'product';
  /**
   * The query that makes the page what it is (`?brand=apple` on a gridwall): kept in its canonical address. Any other
   * query (a colour chosen, a campaign's tag) is left out of it.
   */
  readonly search?: string;
  /** The way to the page from the store's home, the page last (`path` on the store's origin): a `BreadcrumbList`. */
  readonly breadcrumbs?: readonly { readonly name: string; readonly path: string }[];
  /**
   * What the page is for search engines (schema.org nodes, written as JSON-LD): a `Product` with its offer, rating and
   * reviews; the `Organization` and the `WebSite` with its search. A path (`/…`) as a `url`, `image`, `item` or
   * `urlTemplate` is written on the page's origin.
   */
  readonly structuredData?: readonly StructuredData[];
}

/** A node of a page's structured data (schema.org), without its `@context`. */
export type StructuredData = Readonly<Record<string, unknown>>;

/** A `<meta>` of the page's head: by `name` (`description`, `twitter:card`) or by `property` (`og:title`). */
export interface HeadMeta {
  readonly name?: string;
  readonly property?: string;
  readonly content: string;
}

/** A `<link>` of the page's head: its canonical address, or the same page in a language (`hreflang`). */
export interface HeadLink {
  readonly rel: 'canonical' | 'alternate';
  readonly href: string;
  readonly hreflang?: string;
}

/** The head of a page as its HTML carries it: what the store server writes, and what the browser keeps up to date. */
export interface HeadTags {
  readonly title: string;
  readonly meta: readonly HeadMeta[];
  readonly links: readonly HeadLink[];
  /** Each node of the page's structured data as JSON safe in a `<script type="application/ld+json">` element. */
  readonly jsonLd: readonly string[];
}

/** The keys whose value is an address: a path among them is written on the page's origin. */
const ADDRESS_KEYS = new Set(['url', 'image', 'item', 'urlTemplate', 'logo']);

/** `value` with every path under an address key written on `origin`, however deep. */
function onOrigin(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return ADDRESS_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => onOrigin(item, origin, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onOrigin(v, origin, k)]));
  return value;
}

/** JSON with `<`, `>`, `&`, U+2028 and U+2029 written as escapes: nothing in it can end its script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Where a page is, for its head. */
export interface HeadPlace {
  /** The page's address on the store's public origin (never a request's `Host`): its English or Spanish host. */
  readonly href: string;
  readonly language: Language;
  /** The brand the page is drawn in. */
  readonly brand: Brand;
}

/**
 * What the store offers, by language and brand: a page that has no description of its own has its title and this
 * one. (Here rather than with the store's strings: only a page's head says it, and its code comes after the page's.)
 */
export const SITE_DESCRIPTIONS: Readonly<Record<Language, Readonly<Record<Brand, string>>>> = {
  en: {
    wireless: 'Shop phones, plans and Friends and Family savings at Carrier.',
    prepaid: 'Prepaid phones and plans from Carrier Prepaid: no annual contract, no credit check.',
  },
  es: {
    wireless: 'Compra teléfonos, planes y ahorros de Amigos y Familia en Carrier.',
    prepaid: 'Teléfonos y planes prepagados de Carrier Prepago: sin contrato anual ni verificación de crédito.',
  },
};

/** The longest description kept whole; a longer one is cut at a word with an ellipsis (what results show). */
export const DESCRIPTION_MAX_LENGTH = 160;

/** The Spanish site is the `espanol.` host of the English one, as the carrier runs it (spec 1). */
const SPANISH_HOST_PREFIX = 'espanol.';

const LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/** `text` cut at a word to at most `max` characters, with an ellipsis when it was cut. */
function clipped(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The page at `url` on the English (`spanish` false) or the Spanish host: the other language's site's, if not its own. */
const onHost = (url: URL, spanish: boolean): string =>
  url.hostname.startsWith(SPANISH_HOST_PREFIX) === spanish ? url.href : otherLanguageHref(url.href);

/**
 * The query of `search` (`?brand=apple&sort=price`), its parameters in a fixed order so that one page has one canonical
 * address however its filters were chosen; empty when it has none.
 */
function canonicalQuery(search: string | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The head of a page (its title, description, canonical address, its address in each language, and what a link's
 * preview shows) from what the page says it is and where it is. The canonical address is the page's own on its
 * language's host, without a query but the one the page says makes it (`head.search`); each language points to the
 * other, and `x-default` to the English page. One visitor's page (`noindex`) asks search engines not to list it.
 * @example headTags({ title: 'Google Pixel 10', type: 'product', image: '/images/pixel-10.svg' }, place)
 */
export function headTags(head: PageHead, place: HeadPlace, options: { readonly noindex?: boolean } = {}): HeadTags {
  const url = new URL(place.href);
  url.search = canonicalQuery(head.search);
  url.hash = '';
  const canonical = url.href;
  const english = onHost(url, false);
  const spanish = onHost(url, true);
  const brand = stringsFor(place.language).brandName[place.brand];
  const name = head.fullTitle?.trim() || head.title.trim() || brand;
  const title = name === brand || head.brandless ? name : `${name} | ${brand}`;
  const ownWords = SITE_DESCRIPTIONS[place.language][place.brand];
  const description = clipped(head.description ?? `${name}. ${ownWords}`, DESCRIPTION_MAX_LENGTH);
  const image = head.image ? imageAddress(head.image, url.origin) : undefined;
  const meta: HeadMeta[] = [
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { name: 'description', content: description },
    { property: 'og:title', content: name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: LOCALES[place.language] },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  const nodes = [
    ...(head.breadcrumbs && head.breadcrumbs.length > 0
      ? [
          {
            '@type': 'BreadcrumbList',
            itemListElement: head.breadcrumbs.map((crumb, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: crumb.name,
              item: crumb.path,
            })),
          },
        ]
      : []),
    ...(head.structuredData ?? []),
  ];
  return {
    title,
    meta,
    jsonLd: nodes.map((node) =>
      scriptJson({ '@context': 'https://schema.org', ...(onOrigin(node, url.origin) as object) }),
    ),
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', hreflang: 'en-US', href: english },
      { rel: 'alternate', hreflang: 'es-US', href: spanish },
      { rel: 'alternate', hreflang: 'x-default', href: english },
    ],
  };
}

/** A picture's absolute address: a path on the store's origin, or an `https:` address as it is; none for anything else. */
function imageAddress(image: string, origin: string): string | undefined {
  if (!URL.canParse(image, origin)) return undefined;
  const url = new URL(image, origin);
  return url.protocol === 'https:' || url.origin === origin ? url.href : undefined;
}

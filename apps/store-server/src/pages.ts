import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folder of an app's build that holds its server module (tools/vite-store-server.ts). */
export const SERVER_FOLDER = 'server';

/** The app's server module, in its build. */
export const SERVER_MODULE = `${SERVER_FOLDER}/server.js`;

/** What the store server tells an app's server module of the request a page is drawn for. */
export interface PageRequest {
  readonly url: string;
  readonly userAgent: string;
  /** The request's `Cookie` header: the page is drawn for the visitor they say (signed in, their cart's count). */
  readonly cookies: string;
  /** The store's public origin, which links are built on (never the request's `Host`). */
  readonly origin: string;
  /** How the page's data is read from the carrier's services (any URL: its path names the service). */
  readonly fetch?: typeof fetch;
  /**
   * The same, through the store server's cache shared by every visitor: what the services mark public is read once
   * for every visitor the store knows nothing of.
   */
  readonly sharedFetch?: typeof fetch;
}

/** A page an app's server module drew: the markup of the store's root, its status, and whose it is. */
export interface DrawnPage {
  readonly status: number;
  readonly html: string;
  /** Drawn for one visitor (signed in, a guest checkout, a cart): never to be given to another by a cache. */
  readonly personal?: boolean;
  /**
   * The same for every visitor the store knows nothing of (a page of the catalogue, drawn for such a visitor): a
   * shared cache may give it to any of them for a few seconds, so its answer sets no cookie.
   */
  readonly shared?: boolean;
  /**
   * What the page read while it was drawn, as JSON written safe for a `<script>` element (no `<`, `>` or `&`): the
   * browser takes it as it hydrates instead of reading it again.
   */
  readonly reads?: string;
  /** The page's head as the page said it: its title, its `<meta>` and `<link>` elements (written escaped). */
  readonly head?: PageHeadTags;
  /** One visitor's page: its answer asks search engines not to list it (`X-Robots-Tag: noindex`). */
  readonly noindex?: boolean;
  /**
   * A fingerprint of the visitor's cookies the page was drawn with, written on the root (`data-drawn-for`): the
   * browser hydrates the drawing only while its cookies give the same, and draws the page afresh when they changed.
   */
  readonly drawnFor?: string;
}

/** A page's head: the title, `<meta>` elements (by name or property) and `<link>` elements it is sent with. */
export interface PageHeadTags {
  readonly title: string;
  readonly meta: readonly { readonly name?: string; readonly property?: string; readonly content: string }[];
  readonly links: readonly { readonly rel: string; readonly href: string; readonly hreflang?: string }[];
  /** The page's structured data: JSON objects written safe for a script element (no `<`, `>` or `&`). */
  readonly jsonLd?: readonly string[];
}

/** The page asked for is elsewhere, on the store's own origin (`location`, a path): the visitor is sent there. */
export interface PageRedirect {
  readonly status: 301 | 302 | 303 | 307 | 308;
  readonly location: string;
}

/** A page's form posted to the store server (a customer whose page's code has not run, or never will). */
export interface FormRequest extends PageRequest {
  /** The form's fields (`application/x-www-form-urlencoded`). */
  readonly body: string;
  /** The visitor's cross-site request token (their `XSRF-TOKEN` cookie's, or one made now and set with the answer). */
  readonly token: string;
  readonly fetch: typeof fetch;
}

/** Where a form sends the customer: a 303 to a path of the store's own origin, with the cookies the services set. */
export interface FormAnswer {
  readonly status: 303;
  readonly location: string;
  readonly setCookies: readonly string[];
}

/** What the store server asks an app's server module for a site's sitemap. */
export interface SitemapRequest {
  /** The origin of the site: the store's public origin, or its Spanish host's. */
  readonly origin: string;
  readonly fetch?: typeof fetch;
  readonly sharedFetch?: typeof fetch;
}

/** A page a sitemap lists: its path on the site's origin, and the day it last changed (`YYYY-MM-DD`). */
export interface SitemapEntry {
  readonly path: string;
  readonly lastmod?: string;
}

/** An app's server module (`apps/<app>/src/server.ts`, built): it draws the app's pages, one request each. */
export interface AppServerModule {
  readonly renderPage?: (request: PageRequest) => Promise<DrawnPage | PageRedirect | undefined>;
  /** The app's pages a search engine may list, for the site `request.origin` is the origin of. */
  readonly sitemap?: (request: SitemapRequest) => Promise<readonly SitemapEntry[]>;
  /** Does what a page's form asks; undefined when the page has no form. */
  readonly submitForm?: (request: FormRequest) => Promise<FormAnswer | undefined>;
}

const modules = new Map<string, Promise<AppServerModule> | undefined>();

/**
 * The server module of the app built in `dist`, loaded once for the server's life (a new build is drawn with once
 * the server starts again: the module's chunks import it back by its plain address, so a second copy of it loaded
 * under another address would hold a second copy of the store's React contexts); undefined when the app has none.
 */
export function appServerModule(dist: string): Promise<AppServerModule> | undefined {
  const file = join(dist, SERVER_MODULE);
  // Looked for once: a page request asks no more of the disk than the module loaded then.
  if (!modules.has(file))
    modules.set(file, existsSync(file) ? (import(pathToFileURL(file).href) as Promise<AppServerModule>) : undefined);
  return modules.get(file);
}

/** Reads whether the drawn page is whole enough to send: its markup a string, its status one a page may have. */
const isDrawnPage = (page: unknown): page is DrawnPage =>
  typeof page === 'object' &&
  page !== null &&
  typeof (page as DrawnPage).html === 'string' &&
  [200, 404].includes((page as DrawnPage).status);

/** Reads whether a redirect is one to send: a redirect's status, and a path of the store's own origin. */
const isPageRedirect = (page: unknown): page is PageRedirect =>
  typeof page === 'object' &&
  page !== null &&
  [301, 302, 303, 307, 308].includes((page as PageRedirect).status) &&
  typeof (page as PageRedirect).location === 'string' &&
  /^\/(?![/\\])/.test((page as PageRedirect).location);

/**
 * Text written safe inside an element or a quoted attribute, in HTML or XML (the sitemaps): `&`, `<`, `>`, `"` and `'`
 * as references.
 */
export const escapeMarkup = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/** Reads whether a page's head is one to write: texts where texts go, nothing else. */
function isPageHead(head: unknown): head is PageHeadTags {
  if (typeof head !== 'object' || head === null) return false;
  const { title, meta, links, jsonLd } = head as PageHeadTags;
  return (
    isText(title) &&
    Array.isArray(meta) &&
    meta.every((m) => isOptionalText(m?.name) && isOptionalText(m?.property) && isText(m?.content)) &&
    Array.isArray(links) &&
    links.every((l) => isText(l?.rel) && isText(l?.href) && isOptionalText(l?.hreflang)) &&
    (jsonLd === undefined || (Array.isArray(jsonLd) && jsonLd.every(isSafeJsonObject)))
  );
}

/** JSON of an object with no character that could end its script element: it is written as it is. */
const isSafeJsonObject = (json: unknown) =>
  isText(json) && json.startsWith('{') && json.endsWith('}') && !/[<>&]/.test(json);

/** An attribute written escaped, or nothing when it has no value. */
const attribute = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeMarkup(value)}"`;

/** The head's elements as HTML, every value escaped. */
function headHtml(head: PageHeadTags): string {
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    ...head.meta.map(
      (m) =>
        `<meta${attribute('name', m.name)}${attribute('property', m.property)}${attribute('content', m.content)} />`,
    ),
    ...(head.jsonLd ?? []).map((json) => `<script type="application/ld+json">${json}</script>`),
    ...head.links.map(
      (l) => `<link${attribute('rel', l.rel)}${attribute('hreflang', l.hreflang)}${attribute('href', l.href)} />`,
    ),
  ].join('\n    ');
}

/** The template's own title and description, which a page's head takes the place of. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** The id of the element that carries a page's reads, which the store's script looks for. */
export const PAGE_READS_ID = 'store-reads';

/**
 * The page's reads as a JSON data element, or nothing: none when the page read nothing; reads that are not written
 * as a JSON object, or hold a character that could end the element, are left out (the browser then reads the page's data
 * itself). They are not parsed here (half a millisecond a page for the catalogue's reads): the app writes them with
 * `JSON.stringify`, and the browser ignores reads it cannot parse.
 */
function readsScript(reads: string | undefined): string {
  if (reads === undefined || reads === '{}' || !reads.startsWith('{') || !reads.endsWith('}') || /[<>&]/.test(reads))
    return '';
  return `<script type="application/json" id="${PAGE_READS_ID}">${reads}</script>`;
}

/** The root's fingerprint of the cookies the page was drawn with, when it is one (a few letters and digits). */
const drawnForAttribute = (drawnFor: string | undefined) =>
  drawnFor !== undefined && /^[0-9a-z]{1,16}$/.test(drawnFor) ? ` data-drawn-for="${drawnFor}"` : '';

/** The id of the element that lists the code of a page drawn on the server, which the store's start module loads. */
export const PAGE_CODE_ID = 'store-code';

/** A module preload of the page's HTML, and the address of the module. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"<>]*)">\s*/g;

/**
 * The page's HTML with the store's drawing inside `<div id="root">`, in the language of the site asked for (the
 * Spanish site's host, spec 1). With the page drawn, its code only brings it to life, and none of it is fetched before
 * the customer sees the page: the modules the page would preload are listed instead (`<script type="application/json"
 * id="store-code">`), and the app's start module (tools/vite-store-app.ts) preloads them and imports the entry once the
 * page has been painted. The network goes first to the style sheet and the page's images.
 */
export function withDrawnPage(template: string, page: DrawnPage, spanish: boolean): string {
  const code: string[] = [];
  const html = template.replace(MODULE_PRELOAD, (_link, href: string) => {
    code.push(href);
    return '';
  });
  // Addresses of the store's own modules: no character that could end the element, which JSON.stringify keeps.
  const codeList =
    code.length > 0 ? `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(code)}</script>` : '';
  const head = isPageHead(page.head) ? page.head : undefined;
  return (head ? html.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => headHtml(head)) : html)
    .replace('<html lang="en">', `<html lang="${spanish ? 'es' : 'en'}">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${drawnForAttribute(page.drawnFor)}>${page.html}</div>${readsScript(page.reads)}${codeList}`,
    );
}

/**
 * Draws the page asked for with the app's server module, or says where it is instead; undefined when the app has none, the address is not one
 * of its pages, or the drawing failed (logged): the page then goes as the app's frame alone, and the browser draws
 * it, as a customer is better served by a page that draws late than by an error.
 */
export async function drawPage(dist: string, request: PageRequest): Promise<DrawnPage | PageRedirect | undefined> {
  try {
    const page = await (await appServerModule(dist))?.renderPage?.(request);
    if (page === undefined) return undefined;
    if (!isDrawnPage(page) && !isPageRedirect(page)) throw new Error('the server module drew no page');
    return page;
  } catch (error) {
    console.error('[store-server] a page could not be drawn on the server', new URL(request.url).pathname, error);
    return undefined;
  }
}

/** Reads whether a form's answer is one to send: a 303 to a path of the store's own origin, and cookies as text. */
const isFormAnswer = (answer: unknown): answer is FormAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as FormAnswer).status === 303 &&
  typeof (answer as FormAnswer).location === 'string' &&
  /^\/(?![/\\])/.test((answer as FormAnswer).location) &&
  Array.isArray((answer as FormAnswer).setCookies) &&
  (answer as FormAnswer).setCookies.every((line) => typeof line === 'string');

/**
 * Does what a page's form asks with the app's server module; undefined when the app has none or the page has no form.
 * Throws when the module's answer is not one to send (logged by the store server's error handler as a 500).
 */
export async function submitForm(dist: string, request: FormRequest): Promise<FormAnswer | undefined> {
  const answer = await (await appServerModule(dist))?.submitForm?.(request);
  if (answer === undefined) return undefined;
  if (!isFormAnswer(answer)) throw new Error('the server module answered the form with no page to go to');
  return answer;
}

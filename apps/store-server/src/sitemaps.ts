import type { Context } from 'hono';
import { appServerModule, escapeMarkup, type SitemapEntry, type SitemapRequest } from './pages.js';
import type { ServedApp } from './static.js';

/** Where the sitemaps are: the index, and one sitemap per site (the English host's, the Spanish host's). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITE_SITEMAP_PATHS = { en: '/sitemaps/en.xml', es: '/sitemaps/es.xml' } as const;
export type SiteLanguage = keyof typeof SITE_SITEMAP_PATHS;

/** How long a search engine, or a cache between, may keep a sitemap or the robots file, in seconds. */
const SITEMAP_SECONDS = 3600;

/** The Spanish site's origin: the `espanol.` host of the store's public origin (spec 1). */
export function spanishOrigin(origin: URL): string {
  const spanish = new URL(origin);
  if (!spanish.hostname.startsWith('espanol.')) spanish.hostname = `espanol.${spanish.hostname}`;
  return spanish.origin;
}

/** The origin of a site: the public origin for English, its `espanol.` host for Spanish. */
export const siteOrigin = (origin: URL, language: SiteLanguage) =>
  language === 'es' ? spanishOrigin(origin) : origin.origin;

/** Reads whether a server module's sitemap entry is one to write: a path of the store's, a day or none. */
const isEntry = (entry: unknown): entry is SitemapEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as SitemapEntry).path === 'string' &&
  /^\/(?![/\\])/.test((entry as SitemapEntry).path) &&
  ((entry as SitemapEntry).lastmod === undefined || /^\d{4}-\d{2}-\d{2}$/.test((entry as SitemapEntry).lastmod ?? ''));

/**
 * The pages of a site (`language`) the apps' server modules list, each on the site's origin: the apps that serve every
 * request (not the web view, which serves the carrier's app its pages). An app whose list fails is logged and left out.
 */
async function sitePages(apps: readonly ServedApp[], request: SitemapRequest): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = [];
  for (const served of apps.filter((app) => !app.serves)) {
    try {
      const listed = await (await appServerModule(served.dist))?.sitemap?.(request);
      if (Array.isArray(listed)) pages.push(...listed.filter(isEntry));
    } catch (error) {
      console.error(`[store-server] the ${served.name} app's pages could not be listed for the sitemap`, error);
    }
  }
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
}

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': `public, max-age=${SITEMAP_SECONDS}`,
};

/** The sitemap of one site: every page its apps list, on the site's origin, with the day each last changed. */
export async function serveSiteSitemap(
  c: Context,
  apps: readonly ServedApp[],
  origin: URL,
  language: SiteLanguage,
  reads: Pick<SitemapRequest, 'fetch' | 'sharedFetch'>,
): Promise<Response> {
  const site = siteOrigin(origin, language);
  const pages = await sitePages(apps, { origin: site, ...reads });
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeMarkup(`${site}${page.path}`)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return c.body(xml, 200, XML_HEADERS);
}

/** The sitemap index: the English site's sitemap and the Spanish site's, each on its own host. */
export function serveSitemapIndex(c: Context, origin: URL): Response {
  const sitemaps = (Object.keys(SITE_SITEMAP_PATHS) as SiteLanguage[]).map(
    (language) =>
      `  <sitemap><loc>${escapeMarkup(`${siteOrigin(origin, language)}${SITE_SITEMAP_PATHS[language]}`)}</loc></sitemap>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
  return c.body(xml, 200, XML_HEADERS);
}

/**
 * The robots file: every page may be crawled (a visitor's own pages say `noindex` themselves, which a crawler must be
 * let in to read), but the request token's address; the sitemap index, and the Spanish site's sitemap (a sitemap on
 * another host is taken when that host's robots file names it), on the store's public origin, never the request's host.
 */
export function serveRobots(c: Context, origin: URL, tokenPath: string): Response {
  const text = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${tokenPath}`,
    '',
    `Sitemap: ${origin.origin}${SITEMAP_INDEX_PATH}`,
    `Sitemap: ${siteOrigin(origin, 'es')}${SITE_SITEMAP_PATHS.es}`,
    '',
  ].join('\n');
  return c.body(text, 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': `public, max-age=${SITEMAP_SECONDS}`,
  });
}

import type { Context } from 'hono';

/** The languages the store is written in. */
export type Language = 'en' | 'es';

/**
 * The language an answer is asked in, as the store decides its site's (spec 1): `lang=es…` says Spanish and any
 * other `lang` English; else a host or a page (the referring one) with `espanol` in it is the Spanish site.
 */
export function wantsSpanish(url: URL, host: string | undefined, referer: string | undefined): boolean {
  const lang = url.searchParams.get('lang');
  if (lang) return lang.toLowerCase().startsWith('es');
  return `${url.host} ${host ?? ''} ${referer ?? ''}`.toLowerCase().includes('espanol');
}

/** The language of a request, and a `Vary` saying what chose it (so no cache serves one language for the other). */
export function requestLanguage(c: Context): Language {
  c.header('Vary', 'Host, Referer');
  return wantsSpanish(new URL(c.req.url), c.req.header('host'), c.req.header('referer')) ? 'es' : 'en';
}

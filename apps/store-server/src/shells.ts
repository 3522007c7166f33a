import { pagePattern } from './page-pattern.js';

/** The file a built app lists its pages' shells in (written by tools/vite-page-shells.ts). */
export const PAGE_SHELLS_FILE = 'page-shells.json';

/** The host a shell is rendered for; the request's host replaces it (storefront's prerender.tsx). */
const SHELL_HOST = 'shell.invalid';

type Language = 'en' | 'es';

export interface PageShell {
  readonly base: string;
  readonly pattern: RegExp;
  /** The path parameters' names, in the order of the pattern's groups. */
  readonly params: readonly string[];
  readonly html: Readonly<Record<Language, string>>;
}

/** Reads an app's page shells; anything malformed is no shells (the pages work, they only draw later). */
export function parsePageShells(json: string | undefined): PageShell[] {
  if (json === undefined) return [];
  try {
    const table = JSON.parse(json) as unknown;
    if (typeof table !== 'object' || table === null) return [];
    return Object.entries(table as Record<string, unknown>).flatMap(([base, pages]) =>
      typeof pages === 'object' && pages !== null
        ? Object.entries(pages as Record<string, unknown>).flatMap(([page, html]) => {
            const { en, es } = (html ?? {}) as Record<string, unknown>;
            if (typeof en !== 'string' || typeof es !== 'string') return [];
            return [{ base, ...pagePattern(page), html: { en, es } }];
          })
        : [],
    );
  } catch {
    return [];
  }
}

/** The Spanish site is chosen when the URL contains the word espanol (spec 1), as the store itself decides. */
const isSpanish = (url: URL) => url.href.toLowerCase().includes('espanol');

/** Path parameters the shell may carry: plain characters only, so nothing can leave the attribute. */
const SAFE_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;

/**
 * The page's HTML with its shell drawn inside `<div id="root">`, as an edge server sends a prerendered page:
 * the shell of the page's pattern under its base in the site's language, with the store's configured origin
 * (never the request's `Host` header, which anyone can send) and the path parameters in place of the markers. A
 * parameter with any other character gets no shell (the page is drawn by the store alone), so nothing of the
 * request is ever written into the markup but plain words. The page's scripts are then fetched at low priority.
 */
export function withShell(html: string, url: URL, shells: readonly PageShell[], origin: URL): string {
  const shell = shells.find(
    (s) => url.pathname.startsWith(`${s.base}/`) && s.pattern.test(url.pathname.slice(s.base.length)),
  );
  if (!shell) return html;
  const values = shell.pattern.exec(url.pathname.slice(shell.base.length))?.slice(1) ?? [];
  if (!values.every((value) => SAFE_PARAM.test(value))) return html;
  const root = origin.host.replace(/^espanol\./i, '');
  let markup = shell.html[isSpanish(url) ? 'es' : 'en']
    .replaceAll(`https://espanol.${SHELL_HOST}`, `${origin.protocol}//espanol.${root}`)
    .replaceAll(`https://${SHELL_HOST}`, `${origin.protocol}//${root}`);
  shell.params.forEach((name, i) => (markup = markup.replaceAll(`__${name}__`, values[i] as string)));
  // The shell was drawn without the page's query: the sign-in link brings the customer back to the page with it (the
  // query percent-encoded whole, so nothing of it is markup).
  if (url.search !== '' && url.search.length <= 500)
    markup = markup.replaceAll(
      `goto=${encodeURIComponent(url.pathname)}"`,
      `goto=${encodeURIComponent(`${url.pathname}${url.search}`)}"`,
    );
  // With the page drawn, its scripts only bring it to life: they yield the network to the style sheet and
  // the page's images, which the customer sees first.
  return html
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

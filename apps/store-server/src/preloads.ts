import { pagePattern } from './page-pattern.js';

/** The file a built app lists its pages' chunks in (written by tools/vite-page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Reads an app's page preloads; anything malformed is no preloads (the page works, just less early). */
export function parsePagePreloads(json: string | undefined): { pattern: RegExp; files: string[] }[] {
  if (json === undefined) return [];
  try {
    const table = JSON.parse(json) as unknown;
    if (typeof table !== 'object' || table === null) return [];
    return Object.entries(table as Record<string, unknown>)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([pattern, files]) => ({
        pattern: pagePattern(pattern).pattern,
        files: files.filter((f) => typeof f === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(f)),
      }));
  } catch {
    return [];
  }
}

/**
 * The page's HTML with its chunks preloaded (module scripts) and its style sheets linked, as an edge server
 * hints them, so they arrive with the entry instead of after it ran; the style sheets apply at once, to the
 * page's shell too (shells.ts). `page` is the path under the sales base.
 */
export function withPreloads(
  html: string,
  page: string,
  assetBase: string,
  preloads: readonly { pattern: RegExp; files: string[] }[],
): string {
  const files = preloads.find((p) => p.pattern.test(page))?.files ?? [];
  if (files.length === 0) return html;
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${assetBase}${file}">`
        : `<link rel="modulepreload" crossorigin href="${assetBase}${file}">`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

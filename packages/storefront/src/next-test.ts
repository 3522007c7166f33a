import { DEFAULT_SALES_BASE, type SalesBase } from './site.js';

/** The throttle flag of the Next JS test (spec 6.4): its visitors shop the store under the Next base. */
export const NEXT_TEST_FLAG = 'Next_JS_Test';

/** The sales base of the Next JS test (spec 2.1). */
export const NEXT_BASE: SalesBase = '/sales/next';

/**
 * Where a visitor in the Next JS test goes: the same page (query and fragment kept) under the Next base, when they
 * are on the default base of an app that serves the Next base too; undefined when they stay.
 */
export function nextTestHref(
  href: string,
  site: { readonly base: SalesBase },
  servedBases: readonly SalesBase[],
  throttleList: readonly string[],
): string | undefined {
  if (!throttleList.includes(NEXT_TEST_FLAG)) return undefined;
  if (site.base !== DEFAULT_SALES_BASE || !servedBases.includes(NEXT_BASE)) return undefined;
  const url = new URL(href);
  if (!url.pathname.startsWith(`${site.base}/`)) return undefined;
  url.pathname = `${NEXT_BASE}${url.pathname.slice(site.base.length)}`;
  return url.href;
}

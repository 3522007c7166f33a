/**
 * One redirect guard for every place that takes a URL or a path from input: a `goto` return parameter, a
 * service's `goToUrl`, an app-launch page's way back. It reads the input the way the browser will, with the
 * browser's own URL parser after the browser's own clean-up (leading and trailing control characters and
 * spaces dropped, tab, CR and LF removed anywhere, a backslash read as a slash), so what is checked is what
 * the browser would follow. The result is a place on the store's own origin or an allowed one, or nothing.
 */

/** What the WHATWG URL parser (every browser's, Node's) gives back; declared here so no DOM library is needed. */
interface ParsedUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
}
declare const URL: new (input: string, base?: string) => ParsedUrl;

/** Inputs longer than this are refused: no page of the store has a longer address. */
export const MAX_REDIRECT_LENGTH = 2048;

/** An origin no one owns (`.invalid` is reserved): a same-site path is resolved against it and must stay on it. */
const NOWHERE = 'https://same-site.invalid';
/** A second such origin: a path that is same-site resolves onto whichever origin it is read against. */
const ELSEWHERE = 'https://elsewhere.invalid';

export interface RedirectPolicy {
  /** The store's origin (`https://www.carrier.example`), or the current page's URL on it. */
  readonly origin: string;
  /** Other origins a redirect may lead to, each exactly (scheme, host and port). */
  readonly allowedOrigins?: readonly string[];
  /** When given, a target on the store's origin must lie under one of these paths (`/sales/`). */
  readonly paths?: readonly string[];
}

export interface ReturnPathPolicy {
  /** When given, the path must lie under one of these (`/sales/`). */
  readonly paths?: readonly string[];
}

/** The browser's clean-up before parsing: C0 controls and spaces trimmed, tab, CR and LF removed anywhere. */
function cleaned(input: string): string {
  // eslint-disable-next-line no-control-regex -- the characters the URL standard strips
  return input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** A path from the root (`/…`, or `\…` read as `/…`) or an absolute URL, not a reference relative to some page. */
function anchored(input: string): boolean {
  return /^[/\\]|^[A-Za-z][A-Za-z0-9+.-]*:/.test(cleaned(input));
}

function parse(input: unknown, base: string): ParsedUrl | undefined {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_REDIRECT_LENGTH) return undefined;
  if (!anchored(input)) return undefined;
  try {
    const url = new URL(input, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function under(pathname: string, paths: readonly string[] | undefined): boolean {
  return paths === undefined || paths.some((path) => pathname.startsWith(path));
}

/** The path, query and fragment of a parsed URL, as a reference that cannot leave whatever origin reads it. */
function pathOf(url: ParsedUrl): string | undefined {
  // `/.//host` parses to the path `//host`: written alone it would name another host, so it is refused.
  if (url.username !== '' || url.password !== '' || url.pathname.startsWith('//')) return undefined;
  const path = url.href.slice(url.origin.length);
  const stays = new URL(path, NOWHERE).origin === NOWHERE && new URL(path, ELSEWHERE).origin === ELSEWHERE;
  return stays ? path : undefined;
}

/**
 * A path on this site to return to (path, query and fragment, as the browser would write them), or undefined
 * when the input would lead anywhere else: another host (`//evil.example`, `/\evil.example`,
 * `/%09/evil.example` once decoded, `/\t/evil.example`), another scheme (`javascript:`), credentials, or a
 * path outside `policy.paths`. The result is safe to write in an `href` or a `Location` header as it is.
 * @example safeReturnPath('/sales/digital/cart.html?x=1') // '/sales/digital/cart.html?x=1'
 * @example safeReturnPath('/\t/evil.example') // undefined
 */
export function safeReturnPath(input: unknown, policy: ReturnPathPolicy = {}): string | undefined {
  const url = parse(input, NOWHERE);
  if (url === undefined || url.origin !== NOWHERE || !under(url.pathname, policy.paths)) return undefined;
  return pathOf(url);
}

/**
 * An absolute URL to send the customer to, or undefined: the input resolved against the store's origin must be
 * on that origin (under `policy.paths` when given) or on one of `policy.allowedOrigins`, over http or https,
 * without credentials.
 * @example safeRedirectUrl('/sales/x.html', { origin: 'https://shop.example' }) // 'https://shop.example/sales/x.html'
 */
export function safeRedirectUrl(input: unknown, policy: RedirectPolicy): string | undefined {
  const origin = parse(policy.origin, NOWHERE)?.origin;
  if (origin === undefined) return undefined;
  const url = parse(input, policy.origin);
  if (url === undefined || url.username !== '' || url.password !== '') return undefined;
  if (url.origin === origin) return under(url.pathname, policy.paths) ? url.href : undefined;
  return (policy.allowedOrigins ?? []).includes(url.origin) ? url.href : undefined;
}

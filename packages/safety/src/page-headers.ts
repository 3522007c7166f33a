/**
 * The headers every page of the store is sent with (OWASP ASVS 3.4), by the store server and by the pages the
 * carrier's services draw themselves (sign-in, app launch): pages may load only what the store serves itself,
 * nothing inline runs, and only the store's own origin may frame them.
 */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

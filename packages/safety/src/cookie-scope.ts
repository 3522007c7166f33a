/**
 * The domain the store's cookies are shared on: the site's host without its `espanol.` or `www.` label, as a
 * carrier's `www.` and `espanol.` hosts share their parent domain, so switching language keeps the cart and the
 * sign-in. A browser shares a cookie only on a domain of two labels or more (`store.localhost`,
 * `carrier.example`): for a single-label host (`localhost`), an IP address or anything that is not a host name,
 * there is none, and cookies stay with their host.
 * @example sharedCookieDomain('espanol.store.localhost:4200') // 'store.localhost'
 */
export function sharedCookieDomain(host: string | undefined): string | undefined {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(name)) return undefined;
  if (/^[\d.]+$/.test(name)) return undefined;
  const site = name.replace(/^(espanol|www)\./, '');
  return site.split('.').length >= 2 ? site : undefined;
}

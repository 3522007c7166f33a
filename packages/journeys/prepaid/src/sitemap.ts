import type { SitemapItem } from '@carrier/storefront/kit';
import type { PrepaidDeps } from './deps.js';
import { productPath } from './paths.js';

/** The prepaid store's phones, for its sitemap. Read by the server only (the manifest loads it when asked). */
export async function prepaidSitemap(prepaid: PrepaidDeps): Promise<SitemapItem[]> {
  return (await prepaid.services.phones()).map((phone) => ({ path: productPath(phone.deviceId) }));
}

import type { SitemapItem } from '@carrier/storefront/kit';
import { listedDevices } from './catalogue.js';
import type { ShopDeps } from './deps.js';
import { accessoryPath, productPath } from './paths.js';

/**
 * The shop's pages a sitemap lists that the catalogue names: each phone sold (the day it was released, the catalogue's
 * one date) and each accessory. Read by the server only (the manifest loads it when asked).
 */
export async function shopSitemap(shop: ShopDeps): Promise<SitemapItem[]> {
  const [devices, accessories] = await Promise.all([shop.services.devices(), shop.services.accessories()]);
  return [
    ...listedDevices(devices).map((device) => ({ path: productPath(device.id), lastmod: device.released })),
    ...accessories.map((accessory) => ({ path: accessoryPath(accessory.id) })),
  ];
}

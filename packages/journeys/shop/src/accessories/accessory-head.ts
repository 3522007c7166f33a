import { safeImageSrc } from '@carrier/design-system';
import type { PageHead, StructuredData } from '@carrier/storefront/kit';
import type { Accessory } from '../catalogue.js';
import { SHOP_PATHS, accessoryPath } from '../paths.js';
import type { ShopStrings } from '../strings/index.js';
import { IN_STOCK, NEW_CONDITION, aggregateRating, price } from '../structured-data.js';

/** What an accessory's page is: its name (its heading) with its price, its maker and colour, and its picture. */
export function accessoryHead(
  accessory: Accessory,
  texts: ShopStrings['accessories'],
  money: (amount: number) => string,
  base: string,
  home: string,
): PageHead {
  const image = safeImageSrc(accessory.image);
  const price = money(accessory.price);
  const description = texts.headDescription(accessory.name, accessory.brand, accessory.colour.name, price);
  return {
    title: accessory.name,
    fullTitle: texts.headTitle(accessory.name, price),
    description,
    type: 'product',
    ...(image ? { image } : {}),
    breadcrumbs: [
      { name: home, path: `${base}${SHOP_PATHS.landing}` },
      { name: texts.title, path: `${base}${SHOP_PATHS.accessories}` },
      { name: accessory.name, path: `${base}${accessoryPath(accessory.id)}` },
    ],
    structuredData: [accessoryStructuredData(accessory, description, base)],
  };
}

/** An accessory as schema.org's `Product`: its name, maker, picture, rating, and its offer at its full price. */
export function accessoryStructuredData(accessory: Accessory, description: string, base: string): StructuredData {
  return {
    '@type': 'Product',
    name: accessory.name,
    description,
    brand: { '@type': 'Brand', name: accessory.brand },
    image: [accessory.image],
    sku: accessory.id,
    color: accessory.colour.name,
    ...aggregateRating(accessory.rating),
    offers: {
      '@type': 'Offer',
      url: `${base}${accessoryPath(accessory.id)}`,
      price: price(accessory.price),
      priceCurrency: 'USD',
      // The catalogue keeps no stock of accessories: each it lists is sold online.
      availability: IN_STOCK,
      itemCondition: NEW_CONDITION,
    },
  };
}

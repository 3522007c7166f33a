import { deviceName } from '@carrier/service-contracts';
import { formatList, safeImageSrc } from '@carrier/design-system';
import type { Language, PageHead, StructuredData } from '@carrier/storefront/kit';
import { cheapestSku, type Device } from '../catalogue.js';
import { SHOP_PATHS, productPath } from '../paths.js';
import type { DeviceReviews } from '../services.js';
import type { ShopStrings } from '../strings/index.js';
import { IN_STOCK, NEW_CONDITION, OUT_OF_STOCK, aggregateRating, price } from '../structured-data.js';

/**
 * What a phone's page is, for a search engine's result and a link's preview: the phone's name (its heading) with its
 * price from and its monthly price, what it costs over how many months and in which colours, and its picture.
 */
export function productHead(
  device: Device,
  texts: ShopStrings['product'],
  money: (amount: number) => string,
  language: Language,
  base: string,
  reviews?: DeviceReviews,
): PageHead {
  const name = deviceName(device);
  const sku = cheapestSku(device);
  const colours = formatList(
    device.colours.map((c) => c.name),
    language,
  );
  const image = device.colours[0] ? safeImageSrc(device.colours[0].image) : undefined;
  const from = sku && money(sku.salePrice);
  const monthly = sku && money(sku.monthlyPrice);
  const description =
    sku && from && monthly ? texts.headDescription(name, from, monthly, sku.months, colours) : undefined;
  return {
    title: name,
    type: 'product',
    ...(sku && from && monthly && description ? { fullTitle: texts.headTitle(name, from, monthly), description } : {}),
    ...(image ? { image } : {}),
    breadcrumbs: [
      { name: texts.breadcrumbHome, path: `${base}${SHOP_PATHS.landing}` },
      { name: texts.breadcrumbPhones, path: `${base}${SHOP_PATHS.gridwall}` },
      { name, path: `${base}${productPath(device.id)}` },
    ],
    structuredData: [phoneStructuredData(device, description, reviews, base)],
  };
}

/**
 * A phone of the catalogue as schema.org's `Product`, for search engines: its name, maker, pictures, the variant its
 * price "from" is for (`sku`), its rating and the reviews its page shows, and its offer: the price from in US dollars,
 * in stock when a store of the catalogue has it, new, with the device payment (so much a month over so many months) as
 * a second price specification.
 */
export function phoneStructuredData(
  device: Device,
  description: string | undefined,
  reviews: DeviceReviews | undefined,
  base: string,
): StructuredData {
  const sku = cheapestSku(device);
  const inStock = device.skus.some((variant) => Object.values(variant.stock).some((count) => count > 0));
  return {
    '@type': 'Product',
    name: deviceName(device),
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: device.maker },
    image: device.colours.map((colour) => colour.image),
    ...(sku ? { sku: sku.sku } : {}),
    ...aggregateRating(device.rating),
    ...(reviews && reviews.reviews.length > 0
      ? {
          review: reviews.reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.date,
            author: { '@type': 'Person', name: review.author },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
    ...(sku
      ? {
          offers: {
            '@type': 'Offer',
            url: `${base}${productPath(device.id)}`,
            price: price(sku.salePrice),
            priceCurrency: 'USD',
            availability: inStock ? IN_STOCK : OUT_OF_STOCK,
            itemCondition: NEW_CONDITION,
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price: price(sku.salePrice), priceCurrency: 'USD' },
              {
                '@type': 'UnitPriceSpecification',
                price: price(sku.monthlyPrice),
                priceCurrency: 'USD',
                billingDuration: sku.months,
                billingIncrement: 1,
                unitCode: 'MON',
                referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
              },
            ],
          },
        }
      : {}),
  };
}

import type { StructuredData } from '@carrier/storefront/kit';
import { SHOP_PATHS } from '../paths.js';

/**
 * The store itself, for the landing page: the `Organization` that sells, and the `WebSite` with its search (a search
 * engine's box that opens the store's search results).
 */
export function storeStructuredData(brand: string, base: string): StructuredData[] {
  return [
    { '@type': 'Organization', name: brand, url: `${base}${SHOP_PATHS.landing}` },
    {
      '@type': 'WebSite',
      name: brand,
      url: `${base}${SHOP_PATHS.landing}`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}${SHOP_PATHS.search}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

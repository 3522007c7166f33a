import { deviceName } from '@carrier/service-contracts';
import { formatMoney, type Language } from '@carrier/design-system';
import { SHOP_PATHS, accessoryPath, productPath, type Suggest } from '@carrier/storefront/kit';
import { priceFrom, type Accessory, type Device } from './catalogue.js';
import type { ShopDeps } from './deps.js';
import { SUGGESTIONS_SHOWN, buildIndex, search, type SearchIndex, type Searchable } from './search-engine.js';
import type { Plan } from './services.js';
import { SHOP_STRINGS } from './strings/index.js';

/** What the store sells, as the search finds it, in the site's language. */
export function catalogueSearchables(
  catalogue: {
    readonly devices: readonly Device[];
    readonly accessories: readonly Accessory[];
    readonly plans: readonly Plan[];
  },
  language: Language,
): Searchable[] {
  const texts = SHOP_STRINGS[language];
  const money = (amount: number) => formatMoney(amount, language);
  return [
    ...catalogue.devices.map((d) => ({
      id: d.id,
      kind: 'phone' as const,
      name: deviceName(d),
      keywords: [
        d.maker,
        d.os,
        ...(d.fiveG ? ['5G'] : []),
        ...texts.search.phoneWords,
        ...d.colours.map((c) => c.name),
      ],
      path: productPath(d.id),
      detail: texts.search.from(money(priceFrom(d))),
    })),
    ...catalogue.accessories.map((a) => ({
      id: a.id,
      kind: 'accessory' as const,
      name: a.name,
      keywords: [a.brand, a.type, texts.accessories.types[a.type], a.colour.name],
      path: accessoryPath(a.id),
      detail: money(a.price),
    })),
    ...catalogue.plans.map((p) => ({
      id: p.id,
      kind: 'plan' as const,
      name: p.name,
      keywords: [...texts.search.planWords, p.data],
      path: SHOP_PATHS.plans,
      detail: texts.search.perMonth(money((p.pricePerLine[0] ?? 0) - p.autopayDiscount)),
    })),
  ];
}

/** The header's suggestions from an index: the best few, each named with its kind. */
export function suggestFrom(index: SearchIndex, language: Language): Suggest {
  const kinds = SHOP_STRINGS[language].search.kinds;
  return (query) =>
    search(index, query)
      .slice(0, SUGGESTIONS_SHOWN)
      .map(({ item }) => ({
        id: `${item.kind}:${item.id}`,
        label: item.name,
        path: item.path,
        kind: kinds[item.kind],
        ...(item.detail ? { detail: item.detail } : {}),
      }));
}

/**
 * What suggests in the header, built from the shop's catalogue read once (plans are a bonus: without them the
 * phones and accessories still suggest).
 */
export async function createSuggester(shop: ShopDeps, language: Language): Promise<Suggest> {
  const [devices, accessories, plans] = await Promise.all([
    shop.services.devices(),
    shop.services.accessories(),
    shop.services.plans('postpaid').catch(() => [] as readonly Plan[]),
  ]);
  return suggestFrom(buildIndex(catalogueSearchables({ devices, accessories, plans }, language)), language);
}

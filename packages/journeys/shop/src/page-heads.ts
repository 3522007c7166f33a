import { deviceName } from '@carrier/service-contracts';
import { safeImageSrc } from '@carrier/design-system';
import type { Language, PageHead } from '@carrier/storefront/kit';
import { cheapestSku, type Accessory, type Device } from './catalogue.js';
import type { Plan } from './services.js';
import type { ShopStrings } from './strings/index.js';

/**
 * What a phone's page is, for a search engine's result and a link's preview: the phone's name (its heading) with its
 * price from and its monthly price, what it costs over how many months and in which colours, and its picture.
 */
export function productHead(
  device: Device,
  texts: ShopStrings['product'],
  money: (amount: number) => string,
  language: Language,
): PageHead {
  const name = deviceName(device);
  const sku = cheapestSku(device);
  const colours = new Intl.ListFormat(language, { type: 'conjunction' }).format(device.colours.map((c) => c.name));
  const image = device.colours[0] ? safeImageSrc(device.colours[0].image) : undefined;
  const from = sku && money(sku.salePrice);
  const monthly = sku && money(sku.monthlyPrice);
  return {
    title: name,
    type: 'product',
    ...(sku && from && monthly
      ? {
          fullTitle: texts.headTitle(name, from, monthly),
          description: texts.headDescription(name, from, monthly, sku.months, colours),
        }
      : {}),
    ...(image ? { image } : {}),
  };
}

/** What an accessory's page is: its name (its heading) with its price, its maker and colour, and its picture. */
export function accessoryHead(
  accessory: Accessory,
  texts: ShopStrings['accessories'],
  money: (amount: number) => string,
): PageHead {
  const image = safeImageSrc(accessory.image);
  const price = money(accessory.price);
  return {
    title: accessory.name,
    fullTitle: texts.headTitle(accessory.name, price),
    description: texts.headDescription(accessory.name, accessory.brand, accessory.colour.name, price),
    type: 'product',
    ...(image ? { image } : {}),
  };
}

/** What the plans page is: each plan with its price a month for one line. */
export function plansHead(
  title: string,
  plans: readonly Plan[] | undefined,
  texts: ShopStrings['plans'],
  money: (amount: number) => string,
): PageHead {
  const priced = (plans ?? []).filter((plan) => plan.pricePerLine[0] !== undefined);
  if (priced.length === 0) return { title };
  const list = priced.map((plan) => `${plan.name} ${money(plan.pricePerLine[0] ?? 0)}`).join(', ');
  return { title, description: texts.plansHeadDescription(list) };
}

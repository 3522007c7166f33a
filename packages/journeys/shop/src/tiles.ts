import { type BadgeTone, type ProductTileProps } from '@carrier/design-system';
import { DEAL_BADGE, cheapestSku, hasBadge, type Accessory, type BadgeId, type Device } from './catalogue.js';
import { accessoryPath, productPath } from './paths.js';

/** The tone of each badge. */
export const BADGE_TONES: Record<BadgeId, BadgeTone> = { deal: 'promo', new: 'new', bestSeller: 'neutral' };

/** A device's tile props: its name, lowest price and badges; the price view picks monthly or retail. */
export function tileOf(device: Device, base: string, view: 'monthly' | 'retail'): ProductTileProps {
  const sku = cheapestSku(device);
  const retail = sku?.salePrice ?? 0;
  const was = sku && sku.retailPrice > sku.salePrice ? sku.retailPrice : undefined;
  return {
    name: device.model,
    maker: device.maker,
    href: `${base}${productPath(device.id)}`,
    ...(device.colours[0] ? { imageSrc: device.colours[0].image } : {}),
    price: {
      retail,
      ...(was === undefined ? {} : { was }),
      ...(sku ? { monthly: sku.monthlyPrice, months: sku.months } : {}),
      mode: view,
    },
    rating: { value: device.rating.average, count: device.rating.count },
    badges: [
      ...device.badges.map((badge) => ({ label: badge.label, tone: BADGE_TONES[badge.id] })),
      ...device.promotions
        .filter((p) => p.savings > 0 || !hasBadge(device, DEAL_BADGE))
        .slice(0, 1)
        .map((p) => ({ label: p.name, tone: 'promo' as const })),
    ],
    colors: device.colours.map((c) => ({ name: c.name, hex: c.hex })),
  };
}

/** An accessory's tile props: its brand, name, full price, rating and colour. */
export function accessoryTile(a: Accessory, base: string): ProductTileProps {
  return {
    name: a.name,
    maker: a.brand,
    href: `${base}${accessoryPath(a.id)}`,
    imageSrc: a.image,
    price: { retail: a.price, mode: 'retail' },
    rating: { value: a.rating.average, count: a.rating.count },
    colors: [{ name: a.colour.name, hex: a.colour.hex }],
  };
}

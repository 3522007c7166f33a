import { ProductTile } from '@carrier/design-system';
import type { PrepaidPhone } from '@carrier/service-contracts';
import { useHref } from '@carrier/storefront/kit';
import { productPath } from './paths.js';

/** The lowest price of a phone (its smallest storage). */
export const fromPrice = (phone: PrepaidPhone) => Math.min(...phone.skus.map((s) => s.price));

/** A prepaid phone as the landing and the gridwall list it: a tile at its full price, leading to its page. */
export function PhoneTile({
  phone,
  headingLevel,
  eager = false,
}: {
  readonly phone: PrepaidPhone;
  readonly headingLevel: 2 | 3;
  readonly eager?: boolean;
}) {
  const href = useHref();
  return (
    <ProductTile
      name={phone.name}
      maker={phone.maker}
      href={href(productPath(phone.deviceId))}
      {...(phone.colours[0] ? { imageSrc: phone.colours[0].image } : {})}
      price={{ retail: fromPrice(phone), mode: 'retail' }}
      rating={{ value: phone.rating.average, count: phone.rating.count }}
      colors={phone.colours.map((c) => ({ name: c.name, hex: c.hex }))}
      headingLevel={headingLevel}
      eager={eager}
    />
  );
}

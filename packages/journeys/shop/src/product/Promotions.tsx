import { Badge, Stack, formatMoney } from '@carrier/design-system';
import { monthlyShare, toCents, toDollars } from '@carrier/pricing';
import { useStorefront } from '@carrier/storefront/kit';
import type { Device } from '../catalogue.js';
import { useShopStrings } from '../hooks.js';
import * as styles from '../shop.css.js';

/**
 * The phone's promotions, each with its condition (a new line, a trade-in) and what it saves in all and a month over
 * the device payment's months; nothing when it has none.
 */
export function Promotions({ device, months }: { readonly device: Device; readonly months: number }) {
  const { site } = useStorefront();
  const texts = useShopStrings().product;
  if (device.promotions.length === 0) return null;
  return (
    <Stack space="sm" padding="md" border="standard" borderRadius="md">
      <h2 className={styles.filterTitle}>{texts.promotions}</h2>
      <Stack as="ul" space="xs">
        {device.promotions.map((promo) => (
          <li key={promo.id}>
            <Badge tone="promo">{promo.name}</Badge>
            {promo.condition ? (
              <p className={styles.muted}>
                {(promo.condition === 'newLine' ? texts.offerNewLine : texts.offerTradeIn)(
                  formatMoney(promo.savings, site.language),
                  formatMoney(toDollars(monthlyShare(toCents(promo.savings), months)), site.language),
                  months,
                )}
              </p>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

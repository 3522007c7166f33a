import { Button, QuantityStepper, formatMoney, safeImageSrc } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { useStorefront } from '@carrier/storefront/kit';
import { CART_STRINGS } from '../strings/index.js';
import * as styles from '../cart.css.js';
import type { CartControls } from './types.js';

/** An accessory of the cart: its picture, name and price (its bundle price beside the list price), quantity, removal. */
export function AccessoryItem({
  item,
  controls,
}: {
  readonly item: Cart['accessories'][number];
  readonly controls: CartControls;
}) {
  const { cart, site } = useStorefront();
  const texts = CART_STRINGS[site.language];
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <li className={styles.line}>
      {safeImageSrc(item.image) ? <img className={styles.lineImage} src={safeImageSrc(item.image)} alt="" /> : <span />}
      <div className={styles.lineBody}>
        <h3 className={styles.lineTitle}>{item.name}</h3>
        <span className={styles.muted}>
          {item.listPrice !== undefined
            ? texts.bundlePrice(money(item.price), money(item.listPrice))
            : money(item.price)}
        </span>
        <QuantityStepper
          label={`${texts.quantity}: ${item.name}`}
          value={item.quantity}
          min={1}
          max={10}
          disabled={controls.busy !== undefined}
          onChange={(quantity) =>
            void controls.change(item.accessoryId, () =>
              cart.setAccessoryQuantity(item.accessoryId, quantity, controls.pageName),
            )
          }
        />
        <div>
          <Button
            variant="tertiary"
            size="small"
            loading={controls.busy === item.accessoryId}
            disabled={controls.busy !== undefined && controls.busy !== item.accessoryId}
            aria-label={`${texts.remove} ${item.name}`}
            onClick={() =>
              void controls.change(item.accessoryId, () => cart.removeAccessory(item.accessoryId, controls.pageName))
            }
          >
            {controls.busy === item.accessoryId ? texts.removing : texts.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

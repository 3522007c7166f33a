import { Badge, Button, Inline } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { useStorefront } from '@carrier/storefront/kit';
import type { sameDayErrors } from '../cart-rules.js';
import { CART_STRINGS } from '../strings/index.js';
import { LineFrame } from './LineFrame.js';
import * as styles from '../cart.css.js';
import { LineDetails } from './LineDetails.js';
import type { CartControls, CartLine } from './types.js';

/**
 * A line of the cart as an item of its list: the phone's picture, name, colour and storage, its offers' badges, the
 * same-day delivery notes on it (spec 8.6), its facts, and its removal, asked first.
 */
export function LineItem({
  line,
  index,
  cart,
  sameDay,
  controls,
  confirming,
  onConfirm,
  onRemove,
}: {
  readonly line: CartLine;
  readonly index: number;
  readonly cart: Cart;
  readonly sameDay: ReturnType<typeof sameDayErrors>;
  readonly controls: CartControls;
  /** Whether the removal of this line is being asked about. */
  readonly confirming: boolean;
  readonly onConfirm: (asking: boolean) => void;
  /** Removes the line, named as the page names it. */
  readonly onRemove: (label: string) => void;
}) {
  const { site } = useStorefront();
  const texts = CART_STRINGS[site.language];
  const label = `${texts.line(index + 1)}: ${line.device.name}`;
  return (
    <LineFrame line={line} index={index} texts={texts}>
      {line.promoBadges.map((badge) => (
        <Badge key={badge.promotionId} tone="promo">
          {badge.name}
        </Badge>
      ))}
      {sameDay
        .filter((error) => error.lineId === line.lineId && error.shown)
        .map((error) => (
          <span key={error.code} className={styles.muted}>
            {texts.sameDayNote(error.code)}
          </span>
        ))}
      <LineDetails line={line} cart={cart} controls={controls} />
      {confirming ? (
        <div role="group" aria-label={texts.confirmRemoveAction} className={styles.confirm}>
          <p>{texts.confirmRemove(label)}</p>
          <Inline space="sm">
            <Button size="small" loading={controls.busy === line.lineId} onClick={() => onRemove(label)}>
              {texts.confirmRemoveAction}
            </Button>
            <Button variant="secondary" size="small" onClick={() => onConfirm(false)}>
              {texts.keepLine}
            </Button>
          </Inline>
        </div>
      ) : (
        <div>
          <Button
            variant="tertiary"
            size="small"
            disabled={controls.busy !== undefined}
            aria-label={`${texts.remove} ${label}`}
            onClick={() => onConfirm(true)}
          >
            {texts.remove}
          </Button>
        </div>
      )}
    </LineFrame>
  );
}

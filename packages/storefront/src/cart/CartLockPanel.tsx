import { Alert, Button, Link } from '@carrier/design-system';
import type { CartLock } from '@carrier/cart-lock';
import { useState } from 'react';
import { useStorefront } from '../context.js';
import { SALES_PHONE_HREF } from '../paths.js';
import { CART_LOCK_STRINGS } from './lock-strings.js';
import * as styles from './lock.css.js';

export interface CartLockPanelProps {
  /** The lock, or only its kind on the cartLocked pages (the lock is cleared once there). */
  readonly lock: Pick<CartLock, 'kind'> & Partial<Pick<CartLock, 'lockedChannelID'>>;
  /** Looks at the cart again; resolves true when it is still locked. */
  readonly onCheckAgain?: () => Promise<boolean>;
  /** Where Keep shopping goes, or a handler (the overlay closes). */
  readonly onKeepShopping?: () => void;
  readonly keepShoppingHref?: string;
  /** A link that looks at the cart again (the cartLocked pages, where there is no lock left to re-check). */
  readonly checkAgainHref?: string;
}

/**
 * What the customer is told about a locked cart (spec 3.8, 4.4): where it is being worked on and what to do
 * next — finish with the representative or on the other device, call, or wait and check again.
 */
export function CartLockPanel({
  lock,
  onCheckAgain,
  onKeepShopping,
  keepShoppingHref,
  checkAgainHref,
}: CartLockPanelProps) {
  const { site } = useStorefront();
  const texts = CART_LOCK_STRINGS[site.language];
  const [checking, setChecking] = useState(false);
  const [stillLocked, setStillLocked] = useState(false);
  const check = async () => {
    if (!onCheckAgain) return;
    setChecking(true);
    setStillLocked(await onCheckAgain());
    setChecking(false);
  };
  return (
    <div className={styles.lockPanel}>
      <p>{texts.where(lock.lockedChannelID)}</p>
      <p>{texts.why}</p>
      <p>{lock.kind === 'assisted' ? texts.assistedNext : texts.digitalNext}</p>
      {stillLocked ? <Alert tone="warning">{texts.stillLocked}</Alert> : null}
      <div className={styles.actions}>
        {onCheckAgain ? (
          <Button loading={checking} onClick={() => void check()}>
            {texts.checkAgain}
          </Button>
        ) : checkAgainHref ? (
          <Link href={checkAgainHref} variant="standalone">
            {texts.checkAgain}
          </Link>
        ) : null}
        <Link href={SALES_PHONE_HREF} variant="standalone">
          {texts.callUs}
        </Link>
        {onKeepShopping ? (
          <Button variant="secondary" onClick={onKeepShopping}>
            {texts.keepShopping}
          </Button>
        ) : keepShoppingHref ? (
          <Link href={keepShoppingHref} variant="standalone">
            {texts.keepShopping}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

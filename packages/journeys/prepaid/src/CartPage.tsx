import { Alert, Button, Link, Skeleton, Stack, Switch } from '@carrier/design-system';
import type { PrepaidCart } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  AmountsBreakdown,
  DETAILS_NOT_FOUND,
  actionLink,
  actionRow,
  card,
  cardTitle,
  formWidth,
  mutedText,
  useHref,
  useLoad,
  useMoney,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, useItemName, useTexts } from './frame.js';
import * as styles from './prepaid.css.js';

/**
 * cart and expresscart: the prepaid cart's one line (a phone or a SIM, and a plan), autopay, and what is due. The
 * express cart is the prepaid fallback cart of spec 8.4: `?redirect=detailsnotfound` says the cart was started again.
 */
export function CartPage() {
  const texts = useTexts();
  const money = useMoney();
  const href = useHref();
  const itemName = useItemName();
  const { services } = usePrepaidDeps();
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };
  const cart = useLoad(() => services.cart(), []);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = async (action: () => Promise<PrepaidCart>) => {
    setBusy(true);
    setFailed(false);
    try {
      cart.replace(await action());
    } catch {
      setFailed(true);
    }
    setBusy(false);
  };

  return (
    <PrepaidPage title={texts.cartTitle}>
      {redirect === DETAILS_NOT_FOUND ? <Alert tone="info">{texts.detailsNotFound}</Alert> : null}
      {failed ? <Alert tone="error">{texts.addFailed}</Alert> : null}
      {cart.status === 'loading' ? <Skeleton height="16rem" /> : null}
      {cart.status === 'failed' ? <Retry message={texts.cartFailed} retry={cart.reload} /> : null}
      {cart.status === 'ready' ? (
        <Stack space="lg" className={formWidth}>
          {!cart.value.item && !cart.value.plan ? <p>{texts.cartEmpty}</p> : null}
          {cart.value.item ? (
            <div className={card}>
              <div className={styles.lineItem}>
                {cart.value.item.kind === 'phone' ? (
                  <img className={styles.lineImage} src={cart.value.item.image} alt="" width={64} height={64} />
                ) : (
                  <span aria-hidden="true" />
                )}
                <Stack space="xs">
                  <h2 className={cardTitle}>{itemName(cart.value.item)}</h2>
                  {cart.value.item.kind === 'phone' ? (
                    <p className={mutedText}>
                      {cart.value.item.colour}, {cart.value.item.storageGb} GB
                    </p>
                  ) : null}
                  {cart.value.item.kind === 'sim' && cart.value.item.phoneName ? (
                    <p className={mutedText}>{texts.forPhone(cart.value.item.phoneName)}</p>
                  ) : null}
                  <p>{money(cart.value.item.price)}</p>
                  <div>
                    <Button
                      variant="tertiary"
                      size="small"
                      disabled={busy}
                      onClick={() => void change(() => services.remove('item'))}
                    >
                      {texts.remove(itemName(cart.value.item))}
                    </Button>
                  </div>
                </Stack>
              </div>
            </div>
          ) : (
            <Stack space="sm">
              <p>{texts.needsItem}</p>
              <div className={actionRow}>
                <Link variant="standalone" href={href(PREPAID_PATHS.gridwall)}>
                  {texts.choosePhone}
                </Link>
                <Link variant="standalone" href={href(PREPAID_PATHS.buySim)}>
                  {texts.chooseSim}
                </Link>
              </div>
            </Stack>
          )}
          {cart.value.plan ? (
            <div className={card}>
              <h2 className={cardTitle}>{cart.value.plan.name}</h2>
              <p>{texts.withAutopay(money(cart.value.plan.monthly - cart.value.plan.autopayDiscount))}</p>
              <p className={mutedText}>{texts.withoutAutopay(money(cart.value.plan.monthly))}</p>
              <div className={actionRow}>
                <Link variant="standalone" href={href(PREPAID_PATHS.plans)}>
                  {texts.changePlanLink}
                </Link>
                <Button
                  variant="tertiary"
                  size="small"
                  disabled={busy}
                  onClick={() => void change(() => services.remove('plan'))}
                >
                  {texts.remove(cart.value.plan.name)}
                </Button>
              </div>
              <Switch
                label={texts.autopay}
                description={texts.autopayDescription(money(cart.value.plan.autopayDiscount))}
                checked={cart.value.autopay}
                disabled={busy}
                onChange={(on) => void change(() => services.autopay(on))}
              />
            </div>
          ) : (
            <Stack space="sm">
              <p>{texts.needsPlan}</p>
              <Link variant="standalone" href={href(PREPAID_PATHS.plans)}>
                {texts.choosePlanLink}
              </Link>
            </Stack>
          )}
          {cart.value.item || cart.value.plan ? <AmountsBreakdown amounts={cart.value.amounts} /> : null}
          <p className={mutedText}>{texts.noCreditCheck}</p>
          {cart.value.ready ? (
            <div>
              <a className={actionLink} href={href(PREPAID_PATHS.checkout)}>
                {texts.checkout}
              </a>
            </div>
          ) : null}
        </Stack>
      ) : null}
    </PrepaidPage>
  );
}

import { CartLockedError } from '@carrier/cart-lock';
import { Alert, Badge, Button, Link, Skeleton, formatMoney, safeImageSrc } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { createLazyRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePageTitle, useStorefront } from '../context.js';
import { CART_STRINGS } from './strings.js';
import { SHOP_PATHS } from '../shop/paths.js';
import * as styles from './cart.css.js';

/** The cart's page name (spec 2.2). */
export const CART_PAGE_NAME = 'cart';

type CartView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'locked' }
  | { readonly status: 'ready'; readonly cart: Cart | undefined };

/**
 * The cart page: every line with its device, plan, protection and trade-in, the accessories, and what is
 * due today and monthly; a line or an accessory can be removed. Reading and changing go through the cart
 * lock: a locked cart shows the lock overlay or sends the customer to the cartLocked page (spec 4.4).
 */
export function CartPage() {
  const { cart, strings, site, errors } = useStorefront();
  const texts = CART_STRINGS[site.language];
  usePageTitle(texts.title);
  const [view, setView] = useState<CartView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | undefined>();
  const [changeError, setChangeError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    cart.read(CART_PAGE_NAME).then(
      (read) => live && setView({ status: 'ready', cart: read }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof CartLockedError) return setView({ status: 'locked' });
        errors.handleServiceError(error);
        setView({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [cart, errors, attempt]);

  // While the page shows a lock, a check that finds the cart released reads it again.
  useEffect(() => {
    if (view.status !== 'locked') return;
    return cart.lock.subscribe((state) => {
      if (!state.lock) setAttempt((n) => n + 1);
    });
  }, [view.status, cart.lock]);

  const change = async (key: string, run: () => Promise<Cart>) => {
    setBusy(key);
    setChangeError(undefined);
    try {
      setView({ status: 'ready', cart: await run() });
    } catch (error) {
      if (error instanceof CartLockedError) setChangeError(texts.lockedNotice);
      else {
        errors.handleServiceError(error);
        setChangeError(texts.changeFailed);
      }
    } finally {
      setBusy(undefined);
    }
  };

  const money = (amount: number) => formatMoney(amount, site.language);
  const shop = `${site.base}${SHOP_PATHS.gridwall}`;

  return (
    <section className={styles.cartPage} aria-labelledby="cart-title" aria-busy={view.status === 'loading'}>
      <h1 id="cart-title">{texts.title}</h1>
      {view.status === 'loading' ? <Skeleton lines={4} /> : null}
      {view.status === 'failed' ? (
        <Alert tone="error">
          {texts.readFailed}{' '}
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            {strings.retry}
          </Button>
        </Alert>
      ) : null}
      {view.status === 'locked' ? <Alert tone="warning">{texts.lockedNotice}</Alert> : null}
      {view.status === 'ready' && (!view.cart || view.cart.cartInfo.itemCount === 0) ? (
        <div>
          <p>{texts.empty}</p>
          <Link href={shop} variant="standalone">
            {texts.emptyAction}
          </Link>
        </div>
      ) : null}
      {view.status === 'ready' && view.cart && view.cart.cartInfo.itemCount > 0 ? (
        <div className={styles.layout}>
          <div>
            {changeError ? <Alert tone="error">{changeError}</Alert> : null}
            <ul className={styles.lines}>
              {view.cart.lineDetails.lineInfo.map((line, index) => {
                const tradeIn = view.cart?.lineDetails.tradeInDetail.tradeInItems.find((t) => t.lineId === line.lineId);
                const image = safeImageSrc(line.device.image);
                return (
                  <li key={line.lineId} className={styles.line}>
                    {image ? <img className={styles.lineImage} src={image} alt="" /> : <span />}
                    <div className={styles.lineBody}>
                      <h2 className={styles.lineTitle}>
                        {texts.line(index + 1)}: {line.device.name}
                      </h2>
                      <span className={styles.muted}>
                        {line.device.colour} · {line.device.storage}
                      </span>
                      {line.promoBadges.map((badge) => (
                        <Badge key={badge.promotionId} tone="promo">
                          {badge.name}
                        </Badge>
                      ))}
                      <dl className={styles.details}>
                        <dt>{texts.plan}</dt>
                        <dd>{line.serviceInfo.planName ?? texts.noPlan}</dd>
                        {line.protection ? (
                          <>
                            <dt>{texts.protection}</dt>
                            <dd>
                              {line.protection.name} · {money(line.protection.monthlyPrice)}
                              {texts.perMonth}
                            </dd>
                          </>
                        ) : null}
                        {tradeIn ? (
                          <>
                            <dt>{texts.tradeIn}</dt>
                            <dd>
                              {tradeIn.make} {tradeIn.model} · −{money(tradeIn.value)}
                            </dd>
                          </>
                        ) : null}
                      </dl>
                      <div>
                        <Button
                          variant="tertiary"
                          size="small"
                          loading={busy === line.lineId}
                          disabled={busy !== undefined && busy !== line.lineId}
                          aria-label={`${texts.remove} ${texts.line(index + 1)}: ${line.device.name}`}
                          onClick={() => void change(line.lineId, () => cart.removeLine(line.lineId, CART_PAGE_NAME))}
                        >
                          {busy === line.lineId ? texts.removing : texts.remove}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            {view.cart.accessories.length > 0 ? (
              <>
                <h2>{texts.accessories}</h2>
                <ul className={styles.lines}>
                  {view.cart.accessories.map((item) => (
                    <li key={item.accessoryId} className={styles.line}>
                      {safeImageSrc(item.image) ? (
                        <img className={styles.lineImage} src={safeImageSrc(item.image)} alt="" />
                      ) : (
                        <span />
                      )}
                      <div className={styles.lineBody}>
                        <h3 className={styles.lineTitle}>{item.name}</h3>
                        <span className={styles.muted}>
                          {texts.quantity}: {item.quantity} · {money(item.price)}
                        </span>
                        <div>
                          <Button
                            variant="tertiary"
                            size="small"
                            loading={busy === item.accessoryId}
                            disabled={busy !== undefined && busy !== item.accessoryId}
                            aria-label={`${texts.remove} ${item.name}`}
                            onClick={() =>
                              void change(item.accessoryId, () =>
                                cart.removeAccessory(item.accessoryId, CART_PAGE_NAME),
                              )
                            }
                          >
                            {busy === item.accessoryId ? texts.removing : texts.remove}
                          </Button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <aside className={styles.summary} aria-label={texts.title}>
            <p className={styles.total}>
              <span>{texts.dueToday}</span>
              <strong>{money(view.cart.cartInfo.dueToday)}</strong>
            </p>
            <p className={styles.total}>
              <span>{texts.dueMonthly}</span>
              <strong>
                {money(view.cart.cartInfo.dueMonthly)}
                {texts.perMonth}
              </strong>
            </p>
          </aside>
        </div>
      ) : null}
    </section>
  );
}

export const cartLazyRoute = createLazyRoute('/cart.html')({ component: CartPage });

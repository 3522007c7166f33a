import { formatPhone } from '@carrier/checkout-rules';
import { CartLockedError } from '@carrier/cart-lock';
import {
  Alert,
  Column,
  Columns,
  Badge,
  Button,
  Inline,
  Link,
  QuantityStepper,
  Skeleton,
  Stack,
  formatMoney,
  safeImageSrc,
} from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { useEffect, useState } from 'react';
import {
  LoadFailed,
  ProblemNotice,
  DETAILS_NOT_FOUND,
  tradeInCreditText,
  AmountsBreakdown,
  actionLink,
  usePageName,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { TRADE_IN_PATHS } from '@carrier/journey-trade-in/paths';
import { CART_STRINGS } from './strings/index.js';
import { useCartRead } from './cart-read.js';
import { asCartPageName, checkoutPathFor, hasBlocker, orderedValidations, sameDayErrors } from './cart-rules.js';
import * as styles from './cart.css.js';

/**
 * The cart page: every line with its device, plan, protection and trade-in, the accessories, and what is
 * due today and monthly; a line or an accessory can be removed. Reading and changing go through the cart
 * lock: a locked cart shows the lock overlay or sends the customer to the cartLocked page (spec 4.4).
 */
export function CartPage() {
  const pageName = asCartPageName(usePageName());
  const { cart, site, errors, visitor, currentHref, analytics } = useStorefront();
  const texts = CART_STRINGS[site.language];
  usePageTitle(texts.title);
  const [busy, setBusy] = useState<string | undefined>();
  const [changeError, setChangeError] = useState<string | undefined>();
  // The failed change itself: its answer may say what is wrong and where to learn more (spec 3.6).
  const [changeFailure, setChangeFailure] = useState<unknown>();
  // Removing a line asks first; a removed line can be put back (its phone, plan and protection).
  const [confirming, setConfirming] = useState<string | undefined>();
  const [removed, setRemoved] = useState<RemovedLine | undefined>();
  const { loaded, view, readCart, reload } = useCartRead(pageName);
  // The services lost the order's details and the store started again from the cart (spec 8.4): say so.
  const lostDetails = new URL(currentHref()).searchParams.get('redirect') === DETAILS_NOT_FOUND;
  // Same-day delivery's errors on the lines (spec 8.6): analytics is told each, once a read; a logged-out customer is
  // not shown 10023 or 10027 here (off the delivery page).
  const sameDay = readCart ? sameDayErrors(readCart, visitor().loggedIn) : [];
  useEffect(() => {
    const told = new Set<string>();
    for (const { code, message } of readCart ? sameDayErrors(readCart, false) : [])
      if (!told.has(`${code} ${message}`)) {
        told.add(`${code} ${message}`);
        analytics.error(code, message, 'INFO');
      }
  }, [readCart, analytics]);

  const change = async (key: string, run: () => Promise<Cart>): Promise<boolean> => {
    setBusy(key);
    setChangeError(undefined);
    setChangeFailure(undefined);
    try {
      loaded.replace(await run());
      return true;
    } catch (error) {
      if (error instanceof CartLockedError) setChangeError(texts.lockedNotice);
      else {
        errors.handleServiceError(error);
        setChangeError(texts.changeFailed);
        setChangeFailure(error);
      }
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const removeLine = async (line: CartLine, label: string) => {
    setConfirming(undefined);
    const tradeInNumber = readCart?.lineDetails.tradeInDetail.tradeInItems.find(
      (t) => t.lineId === line.lineId,
    )?.tradeInNumber;
    if (await change(line.lineId, () => cart.removeLine(line.lineId, pageName)))
      setRemoved({ line, label, tradeInNumber });
  };

  /** Puts a removed line back: the same phone, paid the same way, with its plan, protection and trade-in. */
  const undoRemove = async ({ line, tradeInNumber }: RemovedLine) => {
    const done = await change('undo', async () => {
      const added = await cart.addDevice(
        {
          deviceId: line.device.deviceId,
          sku: line.device.sku,
          purchaseType: line.device.purchaseType === 'fullRetail' ? 'fullRetail' : 'devicePayment',
          ...(tradeInNumber ? { tradeInNumber } : {}),
        },
        pageName,
      );
      const back = added.lineDetails.lineInfo.at(-1);
      if (!back || (!line.serviceInfo.planId && !line.protection)) return added;
      return cart.saveLine(
        {
          lineId: back.lineId,
          ...(line.serviceInfo.planId ? { planId: line.serviceInfo.planId } : {}),
          ...(line.protection ? { protectionId: line.protection.id } : {}),
        },
        pageName,
      );
    });
    if (done) setRemoved(undefined);
  };

  const money = (amount: number) => formatMoney(amount, site.language);
  const shop = `${site.base}${SHOP_PATHS.gridwall}`;

  return (
    <Stack as="section" space="lg" aria-labelledby="cart-title" aria-busy={view.status === 'loading'}>
      <h1 id="cart-title">{texts.title}</h1>
      {lostDetails ? <Alert tone="info">{texts.detailsNotFound}</Alert> : null}
      {view.status === 'loading' ? <Skeleton lines={4} /> : null}
      {view.status === 'failed' ? <LoadFailed message={texts.readFailed} retry={reload} /> : null}
      {view.status === 'locked' ? <Alert tone="warning">{texts.lockedNotice}</Alert> : null}
      <ProblemNotice message={changeError} error={changeFailure} />
      {removed ? (
        <Alert tone="info">
          {texts.removedLine(removed.label)}{' '}
          <Button variant="link" size="small" loading={busy === 'undo'} onClick={() => void undoRemove(removed)}>
            {texts.undo}
          </Button>
        </Alert>
      ) : null}
      {view.status === 'ready' && (!view.cart || view.cart.cartInfo.itemCount === 0) ? (
        <div>
          <p>{texts.empty}</p>
          <Link href={shop} variant="standalone">
            {texts.emptyAction}
          </Link>
        </div>
      ) : null}
      {view.status === 'ready' && view.cart && view.cart.cartInfo.itemCount > 0 ? (
        <Columns space="lg" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="md">
              {orderedValidations(view.cart).map((problem) => (
                <Alert key={`${problem.code}-${problem.lineId ?? ''}`} tone={VALIDATION_TONE[problem.errorLevel]}>
                  {problem.message}
                </Alert>
              ))}
              <Stack as="ul" space="md">
                {view.cart.lineDetails.lineInfo.map((line, index) => {
                  const tradeIn = view.cart?.lineDetails.tradeInDetail.tradeInItems.find(
                    (t) => t.lineId === line.lineId,
                  );
                  const image = safeImageSrc(line.device.image);
                  // The line's part of the cart's amounts, as the services computed them.
                  const priced = view.cart?.amounts.lines.find((l) => l.lineId === line.lineId);
                  return (
                    <li key={line.lineId} className={styles.line}>
                      {image ? <img className={styles.lineImage} src={image} alt="" /> : <span />}
                      <div className={styles.lineBody}>
                        <h2 className={styles.lineTitle}>
                          {texts.line(index + 1)}: {line.device.name}
                        </h2>
                        <span className={styles.muted}>
                          {[line.device.colour, line.device.storage].filter(Boolean).join(' · ')}
                        </span>
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
                        <dl className={styles.details}>
                          {line.upgrade ? (
                            <>
                              <dt>{texts.upgradeFor}</dt>
                              <dd>{formatPhone(line.upgrade.mtn)}</dd>
                            </>
                          ) : null}
                          {line.upgrade?.payoff ? (
                            <>
                              <dt>{texts.payoff}</dt>
                              <dd>{texts.paidToday(money(line.upgrade.payoff))}</dd>
                            </>
                          ) : null}
                          <dt>{texts.device}</dt>
                          <dd>
                            {line.device.purchaseType === 'devicePayment'
                              ? texts.devicePayment(
                                  money(priced?.deviceMonthly ?? line.device.monthly),
                                  priced?.months ?? 36,
                                )
                              : texts.paidToday(money(line.device.price))}
                          </dd>
                          {line.device.promotionCredit ? (
                            <>
                              <dt>{texts.offerCredit}</dt>
                              <dd>
                                −
                                {line.device.purchaseType === 'devicePayment'
                                  ? `${money(priced?.promotionCreditMonthly ?? 0)}${texts.perMonth}`
                                  : money(line.device.promotionCredit)}
                              </dd>
                            </>
                          ) : null}
                          <dt>{texts.plan}</dt>
                          <dd>
                            {line.serviceInfo.planName ? (
                              <>
                                {line.serviceInfo.planName} · {money(line.serviceInfo.planMonthly)}
                                {texts.perMonth}
                                {line.upgrade?.currentPlanId && line.upgrade.currentPlanId === line.serviceInfo.planId
                                  ? ` (${texts.currentPlan})`
                                  : ''}
                              </>
                            ) : (
                              texts.noPlan
                            )}{' '}
                            <Link
                              href={`${site.base}${SHOP_PATHS.plans}?line=${encodeURIComponent(line.lineId)}`}
                              aria-label={(line.serviceInfo.planId ? texts.changePlanFor : texts.choosePlanFor)(
                                line.device.name,
                              )}
                            >
                              {line.serviceInfo.planId ? texts.changePlan : texts.choosePlan}
                            </Link>
                          </dd>
                          <dt>{texts.protection}</dt>
                          <dd>
                            {line.protection ? (
                              <>
                                {line.protection.name} · {money(line.protection.monthlyPrice)}
                                {texts.perMonth}
                              </>
                            ) : (
                              texts.noProtection
                            )}{' '}
                            <Link
                              href={`${site.base}${SHOP_PATHS.protection}?line=${encodeURIComponent(line.lineId)}`}
                              aria-label={texts.changeProtectionFor(line.device.name)}
                            >
                              {texts.changeProtection}
                            </Link>
                          </dd>
                          {tradeIn ? (
                            <>
                              <dt>{texts.tradeIn}</dt>
                              <dd>
                                {tradeIn.make} {tradeIn.model} ·{' '}
                                {tradeIn.credit
                                  ? tradeInCreditText(tradeIn.credit, texts.tradeInCredit, money)
                                  : `−${money(tradeIn.value)}`}{' '}
                                <Button
                                  variant="link"
                                  size="small"
                                  loading={busy === `tradeIn-${line.lineId}`}
                                  aria-label={texts.removeTradeInFor(line.device.name)}
                                  onClick={() =>
                                    void change(`tradeIn-${line.lineId}`, () =>
                                      cart.saveLine({ lineId: line.lineId, tradeIn: null }, pageName),
                                    )
                                  }
                                >
                                  {texts.removeTradeIn}
                                </Button>
                                {tradeIn.credit?.kind === 'promo' && line.device.purchaseType !== 'devicePayment' ? (
                                  <span className={styles.muted}> {texts.promoNeedsMonthly}</span>
                                ) : null}
                              </dd>
                            </>
                          ) : line.byod ? null : (
                            <>
                              <dt>{texts.tradeIn}</dt>
                              <dd>
                                {/* A trade-in completed on its own page goes on a line here (its credit with it). */}
                                {(view.cart?.lineDetails.tradeInDetail.available ?? []).map((ready) => (
                                  <Button
                                    key={ready.tradeInNumber}
                                    variant="secondary"
                                    size="small"
                                    loading={busy === `tradeIn-${line.lineId}`}
                                    aria-label={texts.useTradeInFor(
                                      texts.useTradeIn(ready.make, ready.model, ready.tradeInNumber),
                                      line.device.name,
                                    )}
                                    onClick={() =>
                                      void change(`tradeIn-${line.lineId}`, () =>
                                        cart.saveLine(
                                          { lineId: line.lineId, tradeIn: { tradeInNumber: ready.tradeInNumber } },
                                          pageName,
                                        ),
                                      )
                                    }
                                  >
                                    {texts.useTradeIn(ready.make, ready.model, ready.tradeInNumber)}
                                  </Button>
                                ))}{' '}
                                <Link
                                  href={`${site.base}${TRADE_IN_PATHS.validateDevice}?line=${encodeURIComponent(line.lineId)}&device=${encodeURIComponent(line.device.deviceId)}`}
                                  aria-label={texts.addTradeInFor(line.device.name)}
                                >
                                  {texts.addTradeIn}
                                </Link>
                              </dd>
                            </>
                          )}
                          <dt className={styles.subtotal}>{texts.lineSubtotal}</dt>
                          <dd className={styles.subtotal}>
                            {money(priced?.dueMonthly ?? 0)}
                            {texts.perMonth}
                          </dd>
                        </dl>
                        {confirming === line.lineId ? (
                          <div role="group" aria-label={texts.confirmRemoveAction} className={styles.confirm}>
                            <p>{texts.confirmRemove(`${texts.line(index + 1)}: ${line.device.name}`)}</p>
                            <Inline space="sm">
                              <Button
                                size="small"
                                loading={busy === line.lineId}
                                onClick={() => void removeLine(line, `${texts.line(index + 1)}: ${line.device.name}`)}
                              >
                                {texts.confirmRemoveAction}
                              </Button>
                              <Button variant="secondary" size="small" onClick={() => setConfirming(undefined)}>
                                {texts.keepLine}
                              </Button>
                            </Inline>
                          </div>
                        ) : (
                          <div>
                            <Button
                              variant="tertiary"
                              size="small"
                              disabled={busy !== undefined}
                              aria-label={`${texts.remove} ${texts.line(index + 1)}: ${line.device.name}`}
                              onClick={() => setConfirming(line.lineId)}
                            >
                              {texts.remove}
                            </Button>
                          </div>
                        )}
                      </div>
                    </li>
                  );
                })}
              </Stack>
              {view.cart.accessories.length > 0 ? (
                <>
                  <h2>{texts.accessories}</h2>
                  <Stack as="ul" space="md">
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
                            {item.listPrice !== undefined
                              ? texts.bundlePrice(money(item.price), money(item.listPrice))
                              : money(item.price)}
                          </span>
                          <QuantityStepper
                            label={`${texts.quantity}: ${item.name}`}
                            value={item.quantity}
                            min={1}
                            max={10}
                            disabled={busy !== undefined}
                            onChange={(quantity) =>
                              void change(item.accessoryId, () =>
                                cart.setAccessoryQuantity(item.accessoryId, quantity, pageName),
                              )
                            }
                          />
                          <div>
                            <Button
                              variant="tertiary"
                              size="small"
                              loading={busy === item.accessoryId}
                              disabled={busy !== undefined && busy !== item.accessoryId}
                              aria-label={`${texts.remove} ${item.name}`}
                              onClick={() =>
                                void change(item.accessoryId, () => cart.removeAccessory(item.accessoryId, pageName))
                              }
                            >
                              {busy === item.accessoryId ? texts.removing : texts.remove}
                            </Button>
                          </div>
                        </div>
                      </li>
                    ))}
                  </Stack>
                </>
              ) : null}
            </Stack>
          </Column>
          <Column>
            <aside className={styles.summary} aria-label={texts.title}>
              <AmountsBreakdown amounts={view.cart.amounts} />
              {hasBlocker(view.cart) ? (
                <>
                  <p className={styles.muted} id="checkout-blocked">
                    {texts.checkoutBlocked}
                  </p>
                  <Button disabled aria-describedby="checkout-blocked" fullWidth>
                    {texts.checkout}
                  </Button>
                </>
              ) : (
                <a className={actionLink} href={`${site.base}${checkoutPathFor(visitor())}`}>
                  {texts.checkout}
                </a>
              )}
              {view.cart.amounts.delivery ? null : <p className={styles.muted}>{texts.taxesNote}</p>}
            </aside>
          </Column>
        </Columns>
      ) : null}
    </Stack>
  );
}

type CartLine = Cart['lineDetails']['lineInfo'][number];
/** A line just removed, kept so it can be put back, with how the page named it. */
interface RemovedLine {
  readonly line: CartLine;
  readonly label: string;
  /** The completed trade-in that was on the line: it comes back with it. */
  readonly tradeInNumber?: string | undefined;
}

const VALIDATION_TONE = {
  Blocker: 'error',
  WarningNotification: 'warning',
  RewardNotification: 'success',
  CheckMarkNotification: 'info',
} as const;

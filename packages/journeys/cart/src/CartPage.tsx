import { Alert, Button, Column, Columns, Link, Skeleton, Stack } from '@carrier/design-system';
import { useEffect } from 'react';
import {
  LoadFailed,
  ProblemNotice,
  DETAILS_NOT_FOUND,
  usePageName,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { CART_STRINGS } from './strings/index.js';
import { filledCart, useCartRead } from './cart-read.js';
import { asCartPageName, orderedValidations, sameDayErrors } from './cart-rules.js';
import { AccessoryItem } from './cart-page/AccessoryItem.js';
import { CartSummary } from './cart-page/CartSummary.js';
import { LineItem } from './cart-page/LineItem.js';
import { useCartChanges } from './cart-page/use-cart-changes.js';

/**
 * The cart page: every line with its device, plan, protection and trade-in, the accessories, and what is
 * due today and monthly; a line or an accessory can be removed. Reading and changing go through the cart
 * lock: a locked cart shows the lock overlay or sends the customer to the cartLocked page (spec 4.4).
 */
export function CartPage() {
  const pageName = asCartPageName(usePageName());
  const { site, visitor, currentHref, analytics } = useStorefront();
  const texts = CART_STRINGS[site.language];
  usePageTitle(texts.title);
  const { loaded, view, readCart, reload } = useCartRead(pageName);
  const { controls, changeError, changeFailure, confirming, setConfirming, removed, removeLine, undoRemove } =
    useCartChanges(pageName, loaded, readCart);
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
  const shop = `${site.base}${SHOP_PATHS.gridwall}`;
  const filled = filledCart(view);

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
          <Button
            variant="link"
            size="small"
            loading={controls.busy === 'undo'}
            onClick={() => void undoRemove(removed)}
          >
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
      {filled ? (
        <Columns space="lg" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="md">
              {orderedValidations(filled).map((problem) => (
                <Alert key={`${problem.code}-${problem.lineId ?? ''}`} tone={VALIDATION_TONE[problem.errorLevel]}>
                  {problem.message}
                </Alert>
              ))}
              <Stack as="ul" space="md">
                {filled.lineDetails.lineInfo.map((line, index) => (
                  <LineItem
                    key={line.lineId}
                    line={line}
                    index={index}
                    cart={filled}
                    sameDay={sameDay}
                    controls={controls}
                    confirming={confirming === line.lineId}
                    onConfirm={(asking) => setConfirming(asking ? line.lineId : undefined)}
                    onRemove={(label) => void removeLine(line, label)}
                  />
                ))}
              </Stack>
              {filled.accessories.length > 0 ? (
                <>
                  <h2>{texts.accessories}</h2>
                  <Stack as="ul" space="md">
                    {filled.accessories.map((item) => (
                      <AccessoryItem key={item.accessoryId} item={item} controls={controls} />
                    ))}
                  </Stack>
                </>
              ) : null}
            </Stack>
          </Column>
          <Column>
            <CartSummary cart={filled} />
          </Column>
        </Columns>
      ) : null}
    </Stack>
  );
}

const VALIDATION_TONE = {
  Blocker: 'error',
  WarningNotification: 'warning',
  RewardNotification: 'success',
  CheckMarkNotification: 'info',
} as const;

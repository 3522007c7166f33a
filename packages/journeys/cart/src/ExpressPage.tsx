import { Alert, Column, Columns, Link, Skeleton, Stack, formatMoney } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import {
  AmountsBreakdown,
  DETAILS_NOT_FOUND,
  LoadFailed,
  actionLink,
  usePageName,
  usePageTitle,
  useStorefront,
  useVisitor,
} from '@carrier/storefront/kit';
import { CART_PATHS } from './paths.js';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { useCartRead } from './cart-read.js';
import { asCartPageName, checkoutPathFor, hasBlocker } from './cart-rules.js';
import { CART_STRINGS, type CartStrings } from './strings/index.js';
import { LineFrame } from './cart-page/LineFrame.js';
import * as styles from './cart.css.js';

/** Where the express pages' checkout button leads: a signed-in customer's express checkout, else their checkout. */
export function expressCheckoutPath(visitor: { readonly loggedIn: boolean; readonly prospect: boolean }): string {
  return visitor.loggedIn ? CHECKOUT_PATHS.expressCheckout : checkoutPathFor(visitor);
}

import type { CartLine } from './cart-page/types.js';

/** A line as the express pages list it: its phone, and its plan or the way to choose one. */
function ExpressLine({
  line,
  index,
  texts,
}: {
  readonly line: CartLine;
  readonly index: number;
  readonly texts: CartStrings;
}) {
  const { site } = useStorefront();
  return (
    <LineFrame line={line} index={index} texts={texts}>
      <span>
        {line.serviceInfo.planName ? (
          `${line.serviceInfo.planName} · ${formatMoney(line.serviceInfo.planMonthly, site.language)}${texts.perMonth}`
        ) : (
          <Link href={`${site.base}${SHOP_PATHS.plans}?line=${encodeURIComponent(line.lineId)}`}>
            {texts.choosePlan}
          </Link>
        )}
      </span>
    </LineFrame>
  );
}

/** What is left to make the order complete (expresshub): protection for each line, and accessories for its phone. */
function CompleteYourOrder({ cart, texts }: { readonly cart: Cart; readonly texts: CartStrings }) {
  const { site } = useStorefront();
  const unprotected = cart.lineDetails.lineInfo.filter((line) => !line.protection && !line.byod);
  const phones = cart.lineDetails.lineInfo.filter((line) => !line.byod);
  if (unprotected.length === 0 && phones.length === 0) return null;
  return (
    <Stack as="section" space="sm" aria-labelledby="complete-title">
      <h2 id="complete-title" className={styles.lineTitle}>
        {texts.completeTitle}
      </h2>
      <ul className={styles.plainList}>
        {unprotected.map((line) => (
          <li key={`p-${line.lineId}`}>
            <Link href={`${site.base}${SHOP_PATHS.protection}?line=${encodeURIComponent(line.lineId)}`}>
              {texts.protect(line.device.name)}
            </Link>
          </li>
        ))}
        {phones.map((line) => (
          <li key={`a-${line.lineId}`}>
            <Link href={`${site.base}${SHOP_PATHS.accessories}?device=${encodeURIComponent(line.device.deviceId)}`}>
              {texts.accessoriesFor(line.device.name)}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * The express pages (spec 2.2): `expresscart`, the cart at a glance on the way to the express checkout;
 * `expresshub`, the same with what would complete the order (protection, accessories for each phone); and
 * `expresshubv2`, the hub's second design, what is due and the way on first. Changing the cart is the cart page's.
 */
export function ExpressPage() {
  const pageName = asCartPageName(usePageName());
  const { site, currentHref } = useStorefront();
  const who = useVisitor();
  const texts = CART_STRINGS[site.language];
  const hub = pageName === 'expresshub' || pageName === 'expresshubv2';
  const title = hub ? texts.hubTitle : texts.expressTitle;
  usePageTitle(title);
  const { view, readCart, reload } = useCartRead(pageName);
  const lostDetails = new URL(currentHref()).searchParams.get('redirect') === DETAILS_NOT_FOUND;
  const empty = view.status === 'ready' && (!readCart || readCart.cartInfo.itemCount === 0);

  const summary = readCart ? (
    <aside className={styles.summary} aria-label={texts.summary}>
      <AmountsBreakdown amounts={readCart.amounts} />
      {hasBlocker(readCart) ? (
        <p className={styles.muted}>
          {texts.checkoutBlocked} <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.editCart}</Link>
        </p>
      ) : (
        <a className={actionLink} href={`${site.base}${expressCheckoutPath(who)}`}>
          {texts.expressCheckout}
        </a>
      )}
      {readCart.amounts.delivery ? null : <p className={styles.muted}>{texts.taxesNote}</p>}
    </aside>
  ) : null;

  return (
    <Stack as="section" space="lg" aria-labelledby="express-title" aria-busy={view.status === 'loading'}>
      <h1 id="express-title">{title}</h1>
      {lostDetails ? <Alert tone="info">{texts.detailsNotFound}</Alert> : null}
      {view.status === 'loading' ? <Skeleton lines={4} /> : null}
      {view.status === 'failed' ? <LoadFailed message={texts.readFailed} retry={reload} /> : null}
      {view.status === 'locked' ? <Alert tone="warning">{texts.lockedNotice}</Alert> : null}
      {empty ? (
        <div>
          <p>{texts.empty}</p>
          <Link href={`${site.base}${SHOP_PATHS.gridwall}`} variant="standalone">
            {texts.emptyAction}
          </Link>
        </div>
      ) : null}
      {readCart && !empty ? (
        // The lines and what would complete them, with the summary and the way on beside them from desktops up (first
        // on the hub's second design, last otherwise, on a phone).
        <Columns space="lg" collapseBelow="desktop">
          {pageName === 'expresshubv2' ? <Column>{summary}</Column> : null}
          <Column width="2/3">
            <Stack space="lg">
              <Stack as="ul" space="md">
                {readCart.lineDetails.lineInfo.map((line, index) => (
                  <ExpressLine key={line.lineId} line={line} index={index} texts={texts} />
                ))}
              </Stack>
              {readCart.accessories.length > 0 ? (
                <p>{texts.accessoryCount(readCart.accessories.reduce((n, a) => n + a.quantity, 0))}</p>
              ) : null}
              {hub ? <CompleteYourOrder cart={readCart} texts={texts} /> : null}
              <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.editCart}</Link>
            </Stack>
          </Column>
          {pageName === 'expresshubv2' ? null : <Column>{summary}</Column>}
        </Columns>
      ) : null}
      {hub ? (
        // The hub's two designs lead to each other: the second is offered to try, and the first stays a click away.
        <p className={styles.muted}>
          {pageName === 'expresshubv2' ? texts.newHubNote : texts.newHubOffer}{' '}
          <Link href={`${site.base}${pageName === 'expresshubv2' ? CART_PATHS.expressHub : CART_PATHS.expressHubV2}`}>
            {pageName === 'expresshubv2' ? texts.classicHub : texts.tryNewHub}
          </Link>
        </p>
      ) : null}
    </Stack>
  );
}

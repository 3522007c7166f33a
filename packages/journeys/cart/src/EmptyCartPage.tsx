import { Link, Skeleton, Stack } from '@carrier/design-system';
import { useEffect } from 'react';
import {
  LoadFailed,
  card,
  cardList,
  cardTitle,
  pagePath,
  signInHref,
  useGo,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { CART_PATHS } from './paths.js';
import { CART_STRINGS } from './strings/index.js';
import { filledCart, useCartRead } from './cart-read.js';

/** The ways to start a cart that the empty cart offers, by the page name each leads to, where the app has it. */
const STARTS = ['smartphones', 'promohub', 'dvm/eligibility', 'plans'] as const;

/**
 * emptycart: where the cart icon leads while nothing is in the cart: that it is empty, the ways to start (phones, the
 * deals, bringing a phone, the plans) and, for a visitor not signed in, that a cart kept with an account comes back
 * on signing in. A cart that has something in it by the time it is read is the cart page's: the customer is sent there.
 */
export function EmptyCartPage() {
  const { site, journeys, visitor, shell, currentHref } = useStorefront();
  const texts = CART_STRINGS[site.language];
  usePageTitle(texts.emptyTitle);
  const { view, reload } = useCartRead('emptycart');
  const filled = filledCart(view) !== undefined;
  const go = useGo();
  useEffect(() => {
    if (filled) go(CART_PATHS.cart);
  }, [filled, go]);
  const starts = STARTS.flatMap((page) => {
    const path = pagePath(journeys, page);
    return path ? [{ page, path, id: `start-${page.replace('/', '-')}`, ...texts.starts[page] }] : [];
  });
  return (
    <Stack as="section" space="lg" aria-labelledby="empty-title" aria-busy={view.status === 'loading'}>
      <h1 id="empty-title">{texts.emptyTitle}</h1>
      {view.status === 'loading' || filled ? <Skeleton lines={2} /> : null}
      {view.status === 'failed' ? <LoadFailed message={texts.readFailed} retry={reload} /> : null}
      {view.status === 'ready' && !filled ? (
        <>
          <p>{texts.emptyIntro}</p>
          <ul className={cardList}>
            {starts.map((start) => (
              <li key={start.page} className={card} aria-labelledby={start.id}>
                <h2 id={start.id} className={cardTitle}>
                  {start.title}
                </h2>
                <p>{start.text}</p>
                <Link variant="standalone" href={`${site.base}${start.path}`}>
                  {start.action}
                </Link>
              </li>
            ))}
          </ul>
          {visitor().prospect ? (
            <p>
              {texts.keptCart} <Link href={signInHref(shell.signInUrl, currentHref())}>{texts.signIn}</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

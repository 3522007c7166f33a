import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { actionRow, card, cardList, intro, serviceErrorId, useLoad, useStorefront } from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, useHref, useMoney, useTexts } from './frame.js';

/**
 * scanAndGoCart: an accessory scanned in a store (`?scanngoACC=`, spec 2.6) goes into the cart once: the code then
 * leaves the address, so a reload adds nothing again. The cart's accessories are listed with the way to pay.
 */
export function ScanAndGoPage() {
  const texts = useTexts();
  const href = useHref();
  const money = useMoney();
  const { services } = useOffersDeps();
  const { cart } = useStorefront();
  const { scanngoACC = '' } = useSearch({ strict: false }) as { scanngoACC?: string };
  const [state, setState] = useState<
    { step: 'idle' } | { step: 'adding' } | { step: 'added'; name: string } | { step: 'failed'; message: string }
  >({ step: scanngoACC ? 'adding' : 'idle' });
  const [version, setVersion] = useState(0);
  const navigate = useNavigate();
  const started = useRef(false);
  const access = useCartAction({ forAccessories: true });
  useEffect(() => {
    if (!scanngoACC || started.current || access.canAdd !== true) return;
    started.current = true;
    // The code leaves the address first: a reload or a back does not add the item again.
    void navigate({ to: '.', search: {}, replace: true });
    services
      .scan(scanngoACC)
      .then(async (item) => {
        await cart.addAccessories([{ accessoryId: item.accessoryId, quantity: 1 }], 'scanAndGoCart');
        setState({ step: 'added', name: item.name });
        setVersion((v) => v + 1);
      })
      .catch((error: unknown) =>
        setState({
          step: 'failed',
          message:
            serviceErrorId(error) === 'ACCESSORY_NOT_FOUND' || serviceErrorId(error) === 'INVALID_REQUEST'
              ? texts.scanNotFound
              : texts.addFailed,
        }),
      );
  }, [scanngoACC, services, cart, navigate, texts, access.canAdd]);
  const inCart = useLoad(() => cart.read('scanAndGoCart'), [version]);
  const items = inCart.status === 'ready' ? (inCart.value?.accessories ?? []) : [];
  return (
    <OffersPage title={texts.scanTitle}>
      <p className={intro}>{texts.scanIntro}</p>
      {state.step === 'adding' && access.canAdd === false ? (
        <AddToCart action={access} label={texts.addToCart} onAdd={() => undefined} />
      ) : state.step === 'adding' ? (
        <Skeleton height="3rem" />
      ) : null}
      {state.step === 'added' ? <Alert tone="success">{texts.scanAdded(state.name)}</Alert> : null}
      {state.step === 'failed' ? <Alert tone="warning">{state.message}</Alert> : null}
      {state.step === 'idle' ? <p>{texts.scanMissing}</p> : null}
      {items.length > 0 ? (
        <section aria-labelledby="scan-cart">
          <Stack space="sm">
            <h2 id="scan-cart">{texts.scanCart}</h2>
            <ul className={cardList}>
              {items.map((a) => (
                <li key={a.accessoryId} className={card}>
                  {a.name} × {a.quantity}: {money(a.price * a.quantity)}
                </li>
              ))}
            </ul>
            <div className={actionRow}>
              <Link variant="standalone" href={href(CHECKOUT_PATHS.checkout)}>
                {texts.checkout}
              </Link>
              <Link variant="standalone" href={href(CART_PATHS.cart)}>
                {texts.viewCart}
              </Link>
            </div>
          </Stack>
        </section>
      ) : null}
    </OffersPage>
  );
}

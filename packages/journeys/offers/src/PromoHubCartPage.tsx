import { Alert, Link, RadioGroup, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { card, cardList, cardTitle, serviceErrorId, useLoad } from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OfferCard, OffersPage, PhoneFacts, useHref, useTexts } from './frame.js';

/** promohubcart: a promotion of the hub (`?promo=`), its phones, and the phone with its deal into the cart. */
export function PromoHubCartPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = useOffersDeps();
  const { promo = '' } = useSearch({ strict: false }) as { promo?: string };
  const details = useLoad(
    () => (promo ? services.promotion(promo) : Promise.reject(new Error('no promotion'))),
    [promo],
    { report: (e) => promo !== '' && serviceErrorId(e) !== 'PROMOTION_NOT_FOUND' },
  );
  const [pay, setPay] = useState<'devicePayment' | 'fullRetail'>('devicePayment');
  const action = useCartAction();
  return (
    <OffersPage title={texts.promoCartTitle}>
      {details.status === 'loading' ? <Skeleton height="14rem" /> : null}
      {details.status === 'failed' ? (
        <Stack space="md">
          <Alert tone="warning">{texts.promoMissing}</Alert>
          <Link variant="standalone" href={href(OFFER_PATHS.promoHub)}>
            {texts.seeAllPromotions}
          </Link>
        </Stack>
      ) : null}
      {details.status === 'ready' ? (
        <Stack space="lg">
          <ul className={cardList}>
            <OfferCard offer={details.value.promotion} />
          </ul>
          {details.value.phones.map((phone) => (
            <section key={phone.deviceId} className={card} aria-labelledby={`phone-${phone.deviceId}`}>
              <Stack space="md">
                <h2 id={`phone-${phone.deviceId}`} className={cardTitle}>
                  {phone.name}
                </h2>
                <PhoneFacts phone={phone} />
                <RadioGroup
                  legend={texts.howToPay}
                  value={pay}
                  onChange={(v) => setPay(v === 'fullRetail' ? 'fullRetail' : 'devicePayment')}
                  options={[
                    { value: 'devicePayment', label: texts.payMonthly },
                    { value: 'fullRetail', label: texts.payInFull },
                  ]}
                />
                <AddToCart
                  action={action}
                  label={texts.addToCart}
                  onAdd={() =>
                    void action.run((cart, pageName, intent) =>
                      cart.addDevice(
                        { deviceId: phone.deviceId, sku: phone.sku, purchaseType: pay, ...intent },
                        pageName,
                      ),
                    )
                  }
                />
              </Stack>
            </section>
          ))}
        </Stack>
      ) : null}
    </OffersPage>
  );
}

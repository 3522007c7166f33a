import { intro } from '@carrier/storefront/kit';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';

/** promohub: every promotion of the day. */
export function PromoHubPage() {
  const texts = useTexts();
  const offers = useOffers('promohub');
  return (
    <OffersPage title={texts.promoHubTitle}>
      <p className={intro}>{texts.promoHubIntro}</p>
      <OfferList read={offers} />
    </OffersPage>
  );
}

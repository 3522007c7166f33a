import { intro } from '@carrier/storefront/kit';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';

/** fivegupsell: a move to 5G, with a phone, home internet or a plan. */
export function FiveGUpsellPage() {
  const texts = useTexts();
  const offers = useOffers('fivegUpsell');
  return (
    <OffersPage title={texts.fiveGTitle}>
      <p className={intro}>{texts.fiveGIntro}</p>
      <OfferList read={offers} />
    </OffersPage>
  );
}

import { intro } from '@carrier/storefront/kit';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';

/** jtooffers: offers for customers with home internet and phones together (and those who could be). */
export function JtoOffersPage() {
  const texts = useTexts();
  const offers = useOffers('jto');
  const name = offers.status === 'ready' ? offers.value.firstName : null;
  return (
    <OffersPage title={texts.jtoTitle}>
      <p className={intro}>{name ? texts.jtoGreeting(name) : texts.jtoIntro}</p>
      <OfferList read={offers} />
    </OffersPage>
  );
}

import { useEffect } from 'react';
import { intro, serviceErrorId, useGo } from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';

/** holidayoffers: the season's offers; when they ended or cannot be read, its error page says which. */
export function HolidayOffersPage() {
  const texts = useTexts();
  const offers = useOffers('holiday');
  const go = useGo();
  const failure =
    offers.status === 'failed'
      ? serviceErrorId(offers.error) === 'HOLIDAY_OFFERS_ENDED'
        ? 'ended'
        : 'failed'
      : undefined;
  useEffect(() => {
    if (failure) go(OFFER_PATHS.holidayOffersError, { reason: failure });
  }, [failure, go]);
  return (
    <OffersPage title={texts.holidayTitle}>
      <p className={intro}>{texts.holidayIntro}</p>
      {failure ? null : <OfferList read={offers} />}
    </OffersPage>
  );
}

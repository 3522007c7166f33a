import { Alert, Link } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { OFFER_PATHS } from './paths.js';
import { OfferList, OffersPage, useHref, useOffers, useTexts } from './frame.js';

/** holidayoffers (error variant): the season ended, or its offers could not be read; the year-round ones instead. */
export function HolidayOffersErrorPage() {
  const texts = useTexts();
  const href = useHref();
  const { reason } = useSearch({ strict: false }) as { reason?: string };
  const promotions = useOffers('promohub');
  return (
    <OffersPage title={texts.holidayErrorTitle}>
      <Alert tone="info">{reason === 'failed' ? texts.holidayFailed : texts.holidayEnded}</Alert>
      {reason === 'failed' ? (
        <Link variant="standalone" href={href(OFFER_PATHS.holidayOffers)}>
          {texts.retry}
        </Link>
      ) : null}
      <OfferList read={promotions} />
    </OffersPage>
  );
}

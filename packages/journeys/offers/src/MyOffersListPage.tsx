import { useStorefront } from '@carrier/storefront/kit';
import { OffersPage, useTexts } from './frame.js';
import { SignedOut, MyOffers } from './offer-list.js';

/** myOffersList: a signed-in customer's offers, reserved ones accepted before they are used. */
export function MyOffersListPage() {
  const texts = useTexts();
  const { shell } = useStorefront();
  if (!shell.loggedIn()) return <SignedOut />;
  return (
    <OffersPage title={texts.myOffersTitle}>
      <MyOffers />
    </OffersPage>
  );
}

import { Alert, Link, Stack } from '@carrier/design-system';
import { safeRedirectUrl } from '@carrier/safety';
import { mutedText, useStorefront } from '@carrier/storefront/kit';
import { useOffersDeps } from './deps.js';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';

/** openBankMLP: the banking partner's offer, and the way to its site (only to the store or an allowed origin). */
export function OpenBankPage() {
  const texts = useTexts();
  const offers = useOffers('openBank');
  const { partnerOrigins } = useOffersDeps();
  const { currentHref } = useStorefront();
  const offer = offers.status === 'ready' ? offers.value.offers[0] : undefined;
  const leave = offer?.partnerUrl
    ? safeRedirectUrl(offer.partnerUrl, { origin: currentHref(), allowedOrigins: partnerOrigins })
    : undefined;
  return (
    <OffersPage title={texts.openBankTitle}>
      <OfferList read={offers} />
      {offer ? (
        <Stack space="sm">
          {leave ? (
            <div>
              <Link variant="standalone" href={leave}>
                {texts.openBankLeave}
              </Link>
            </div>
          ) : (
            <Alert tone="warning">{texts.openBankBlocked}</Alert>
          )}
          <p className={mutedText}>{texts.openBankNote}</p>
        </Stack>
      ) : null}
    </OffersPage>
  );
}

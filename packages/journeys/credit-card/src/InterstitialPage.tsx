import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import { safeRedirectUrl } from '@carrier/safety';
import { actionRow, intro, mutedText, useStorefront } from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { useCreditCardDeps } from './deps.js';
import { CreditCardPage, WithPrequalification, useTexts } from './frame.js';
import { useProduct } from './credit-card.js';

/**
 * creditcard/interstitial: the customer is about to leave the store for the issuer's application; the way there is
 * the service's, and is followed only to the store's own origin or an issuer origin the app allows.
 */
export function InterstitialPage() {
  const texts = useTexts();
  const { site, currentHref } = useStorefront();
  const { issuerOrigins } = useCreditCardDeps();
  const product = useProduct();
  const issuer = product.status === 'ready' ? product.value.issuer : '';
  return (
    <CreditCardPage title={texts.interstitialTitle}>
      <WithPrequalification>
        {(answer) => {
          const destination = answer.offer
            ? safeRedirectUrl(answer.offer.applyUrl, { origin: currentHref(), allowedOrigins: issuerOrigins })
            : undefined;
          return (
            <Stack space="md">
              {issuer ? <p className={intro}>{texts.interstitialIntro(issuer)}</p> : <Skeleton lines={2} />}
              {issuer ? <p className={mutedText}>{texts.interstitialPrivacy(issuer)}</p> : null}
              {destination ? null : <Alert tone="warning">{texts.notFound}</Alert>}
              <div className={actionRow}>
                {destination && issuer ? (
                  <Link variant="standalone" href={destination}>
                    {texts.leave(issuer)}
                  </Link>
                ) : null}
                <Link
                  variant="standalone"
                  href={`${site.base}${answer.offer ? `${CREDIT_CARD_PATHS.eligible}?prequalId=${answer.prequalId}` : CREDIT_CARD_PATHS.splash}`}
                >
                  {texts.stay}
                </Link>
              </div>
            </Stack>
          );
        }}
      </WithPrequalification>
    </CreditCardPage>
  );
}

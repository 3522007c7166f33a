import { Alert, Link, Stack } from '@carrier/design-system';
import { safeRedirectUrl } from '@carrier/safety';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  SignInPrompt,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  usePageView,
  useStorefront,
} from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { useOffersDeps } from './deps.js';
import { OfferList, OffersPage, useHref, useOffers, useTexts } from './frame.js';

/** leadOffers: the offers of a campaign email's lead (`?leadId=`), or the offers open to every prospect. */
export function LeadOffersPage() {
  const texts = useTexts();
  const { leadId } = useSearch({ strict: false }) as { leadId?: string };
  const lead = useOffers('lead', leadId);
  const notFound = lead.status === 'failed' && serviceErrorId(lead.error) === 'LEAD_NOT_FOUND';
  const name = lead.status === 'ready' ? lead.value.firstName : null;
  return (
    <OffersPage title={texts.leadTitle}>
      <p className={intro}>{name ? texts.leadGreeting(name) : texts.leadIntro}</p>
      {notFound ? <OpenOffers /> : <OfferList read={lead} />}
    </OffersPage>
  );
}

/** A lead's link that ended: the offers open to every prospect instead. */
function OpenOffers() {
  const texts = useTexts();
  const open = useOffers('lead');
  return (
    <>
      <Alert tone="info">{texts.leadNotFound}</Alert>
      <OfferList read={open} />
    </>
  );
}

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

function SignedOut() {
  const texts = useTexts();
  usePageView(texts.myOffersTitle);
  return <SignInPrompt title={texts.myOffersTitle} body={texts.myOffersSignIn} action={texts.signIn} />;
}

function MyOffers() {
  const texts = useTexts();
  const offers = useOffers('myOffers');
  return (
    <>
      <p className={intro}>{texts.myOffersIntro}</p>
      <OfferList read={offers} />
    </>
  );
}

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

import { Alert, Badge, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import type { Offer, OfferPhone, OfferPlacement, OffersAnswer } from '@carrier/service-contracts';
import type { ReactNode } from 'react';
import {
  actionRow,
  card,
  cardList,
  cardTitle,
  factList,
  formatDay,
  mutedText,
  serviceErrorId,
  useHref,
  useLoad,
  useMoney,
  useStorefront,
  type Load,
  JourneyPageFrame,
} from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from '@carrier/journey-credit-card/paths';
import { OFFER_PATHS } from './paths.js';
import { eligibility, eligibilityTitle, offerPicture } from './offer.css.js';
import { SHOP_PATHS, productPath } from '@carrier/journey-shop/paths';
import { useOffersDeps } from './deps.js';
import { OFFERS_STRINGS, type OffersStrings } from './strings/index.js';

export const useTexts = (): OffersStrings => OFFERS_STRINGS[useStorefront().site.language];

export { useHref, useMoney } from '@carrier/storefront/kit';

/** A page of offers: its heading, its page view, and what it shows. */
export function OffersPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

/** Where taking an offer leads in the store. */
export function offerTarget(offer: Offer): { path: string; query: Record<string, string> } {
  const deviceId = offer.deviceIds[0];
  switch (offer.action) {
    case 'product':
      return deviceId ? { path: productPath(deviceId), query: {} } : { path: SHOP_PATHS.gridwall, query: {} };
    case 'promohubcart':
      return { path: OFFER_PATHS.promoHubCart, query: { promo: offer.offerId } };
    case 'bundle':
      return { path: OFFER_PATHS.promoBundleBuilder, query: {} };
    case 'fivegbolt':
      return { path: OFFER_PATHS.fiveGBolt, query: {} };
    case 'humconfig':
      return { path: OFFER_PATHS.humConfig, query: {} };
    case 'openBank':
      return { path: OFFER_PATHS.openBankMlp, query: {} };
    case 'creditCard':
      return { path: CREDIT_CARD_PATHS.splash, query: {} };
    case 'plans':
      return { path: SHOP_PATHS.plans, query: {} };
  }
}

/**
 * Where accepting a restricted offer leads: its page, with the restricted-product flags in the address, which make
 * the store save the accepted offer (spec 2.6, 7.3 `saveAcceptedMyofferData`).
 */
export function acceptTarget(offer: Offer): { path: string; query: Record<string, string> } {
  const target = offerTarget(offer);
  return {
    path: target.path,
    query: { ...target.query, restricted: 'true', offerId: offer.offerId, type: offer.restrictedType ?? '' },
  };
}

/** One offer: what it is, what it saves, until when, its terms, and the way to take it (or accept it). */
export function OfferCard({ offer }: { readonly offer: Offer }) {
  const texts = useTexts();
  const money = useMoney();
  const href = useHref();
  const { site } = useStorefront();
  const target = offer.restricted && !offer.accepted ? acceptTarget(offer) : offerTarget(offer);
  const titleId = `offer-${offer.offerId}`;
  return (
    <li className={card} aria-labelledby={titleId}>
      <Stack space="sm">
        {offer.restricted ? (
          <div>
            <Badge tone={offer.accepted ? 'success' : 'info'}>{offer.accepted ? texts.accepted : texts.reserved}</Badge>
          </div>
        ) : null}
        {offer.image ? (
          // The title says what it shows: the picture is decoration to assistive technology.
          <img className={offerPicture} src={offer.image} alt="" width={400} height={160} loading="lazy" />
        ) : null}
        <h2 id={titleId} className={cardTitle}>
          {offer.title}
        </h2>
        <p>{offer.description}</p>
        {offer.savings > 0 ? <p>{texts.savings(money(offer.savings))}</p> : null}
        {offer.endsOn ? <p className={mutedText}>{texts.endsOn(formatDay(offer.endsOn, site.language))}</p> : null}
        {offer.eligibility && offer.eligibility.length > 0 ? (
          <>
            <h3 className={eligibilityTitle} id={`${titleId}-who`}>
              {texts.eligibility}
            </h3>
            <ul className={eligibility} aria-labelledby={`${titleId}-who`}>
              {offer.eligibility.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className={mutedText}>
          {texts.terms}: {offer.terms}
        </p>
        <div className={actionRow}>
          <Link variant="standalone" href={href(target.path, target.query)}>
            {offer.restricted && !offer.accepted ? texts.accept : texts.actions[offer.action]}
          </Link>
        </div>
      </Stack>
    </li>
  );
}

/** The offers of a placement, read from the offers service (a lead's when the page names one). */
export function useOffers(placement: OfferPlacement, leadId?: string): Load<OffersAnswer> {
  const { services } = useOffersDeps();
  return useLoad(() => services.offers(placement, leadId), [placement, leadId], {
    report: (e) => !['LEAD_NOT_FOUND', 'SIGN_IN_REQUIRED', 'HOLIDAY_OFFERS_ENDED'].includes(serviceErrorId(e) ?? ''),
  });
}

/** A list of offers, or what to say when there are none or they could not be read. */
export function OfferList({ read, empty }: { readonly read: Load<OffersAnswer>; readonly empty?: ReactNode }) {
  const texts = useTexts();
  const href = useHref();
  if (read.status === 'loading') return <Skeleton height="16rem" />;
  if (read.status === 'failed')
    return (
      <Stack space="md">
        <Alert tone="warning">{texts.loadFailed}</Alert>
        <div>
          <Button variant="secondary" onClick={read.reload}>
            {texts.retry}
          </Button>
        </div>
      </Stack>
    );
  if (read.value.offers.length === 0)
    return (
      empty ?? (
        <Stack space="md">
          <p>{texts.noOffers}</p>
          <Link variant="standalone" href={href(OFFER_PATHS.promoHub)}>
            {texts.seeAllPromotions}
          </Link>
        </Stack>
      )
    );
  return (
    <ul className={cardList}>
      {read.value.offers.map((offer) => (
        <OfferCard key={offer.offerId} offer={offer} />
      ))}
    </ul>
  );
}

/** A phone of an offer: its picture, its price and its price with the offer, today or a month. */
export function PhoneFacts({ phone }: { readonly phone: OfferPhone }) {
  const texts = useTexts();
  const money = useMoney();
  return (
    <dl className={factList}>
      <dt>{texts.price}</dt>
      <dd>
        {money(phone.price)} · {texts.monthly(money(phone.monthly))}
      </dd>
      <dt>{texts.withOffer}</dt>
      <dd>
        {money(phone.offerPrice)} · {texts.monthly(money(phone.offerMonthly))}
      </dd>
    </dl>
  );
}

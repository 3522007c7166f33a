import { Link, Stack } from '@carrier/design-system';
import { card, cardList, cardTitle, intro, mutedText } from '@carrier/storefront/kit';
import { OfferList, OffersPage, useHref, useOffers, useTexts } from './frame.js';
import { OFFER_PATHS } from './paths.js';

/** promohub: every promotion of the day, and the way to each collection of offers and to the customer's own. */
export function PromoHubPage() {
  const texts = useTexts();
  const offers = useOffers('promohub');
  return (
    <OffersPage title={texts.promoHubTitle}>
      <p className={intro}>{texts.promoHubIntro}</p>
      <Collections />
      <OfferList read={offers} />
    </OffersPage>
  );
}

/** The offer pages by what a shopper looks for (the season, 5G, home and mobile, home internet), and their own. */
function Collections() {
  const texts = useTexts();
  const href = useHref();
  const collections = [
    { path: OFFER_PATHS.holidayOffers, title: texts.holidayTitle, body: texts.holidayIntro },
    { path: OFFER_PATHS.fiveGUpsell, title: texts.fiveGTitle, body: texts.fiveGIntro },
    { path: OFFER_PATHS.jtoOffers, title: texts.jtoTitle, body: texts.jtoIntro },
    { path: OFFER_PATHS.fiveGBolt, title: texts.homeTitle, body: texts.homeIntro },
  ];
  return (
    <Stack as="nav" space="md" aria-labelledby="collections-title">
      <h2 id="collections-title" className={cardTitle}>
        {texts.collections}
      </h2>
      <ul className={cardList}>
        {collections.map((collection) => (
          <li key={collection.path} className={card}>
            <Stack space="xs">
              <Link variant="standalone" href={href(collection.path)}>
                {collection.title}
              </Link>
              <p className={mutedText}>{collection.body}</p>
            </Stack>
          </li>
        ))}
      </ul>
      <p>
        {texts.yourOffersAndQuotes}: <Link href={href(OFFER_PATHS.myOffersList)}>{texts.myOffersLink}</Link>
        {' · '}
        <Link href={href(OFFER_PATHS.quotes)}>{texts.quotesLink}</Link>
      </p>
    </Stack>
  );
}

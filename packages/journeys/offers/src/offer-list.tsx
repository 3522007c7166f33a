import { Alert } from '@carrier/design-system';
import { SignInPrompt, intro, usePageView } from '@carrier/storefront/kit';
import { OfferList, useOffers, useTexts } from './frame.js';

/** A lead's link that ended: the offers open to every prospect instead. */
export function OpenOffers() {
  const texts = useTexts();
  const open = useOffers('lead');
  return (
    <>
      <Alert tone="info">{texts.leadNotFound}</Alert>
      <OfferList read={open} />
    </>
  );
}

export function SignedOut() {
  const texts = useTexts();
  usePageView(texts.myOffersTitle);
  return <SignInPrompt title={texts.myOffersTitle} body={texts.myOffersSignIn} action={texts.signIn} />;
}

export function MyOffers() {
  const texts = useTexts();
  const offers = useOffers('myOffers');
  return (
    <>
      <p className={intro}>{texts.myOffersIntro}</p>
      <OfferList read={offers} />
    </>
  );
}

import { CreditCardPage, WithPrequalification, useTexts } from './frame.js';
import { Offer } from './credit-card.js';

/** creditcard/eligible: the offer, and the way to the issuer's application. */
export function EligiblePage() {
  const texts = useTexts();
  return (
    <CreditCardPage title={texts.eligibleTitle}>
      <WithPrequalification>{(answer) => <Offer answer={answer} />}</WithPrequalification>
    </CreditCardPage>
  );
}

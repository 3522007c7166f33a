import { CreditCardPage, WithPrequalification, useTexts } from './frame.js';
import { MaineDisclosure } from './credit-card.js';

/** creditcard/maine: Maine's own disclosure, read before a Maine resident's offer. */
export function MainePage() {
  const texts = useTexts();
  return (
    <CreditCardPage title={texts.maineTitle}>
      <WithPrequalification>{(answer) => <MaineDisclosure answer={answer} />}</WithPrequalification>
    </CreditCardPage>
  );
}

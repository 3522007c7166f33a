import { creditPage } from './credit.js';
import { RadioGroup, Stack } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { ProblemNotice } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { problemMessage } from './problems.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import type { CheckoutDetails } from '@carrier/service-contracts';

/** creditquestionnaire: three questions that confirm the customer's identity. */
export function CreditQuestionnairePage() {
  const page = useCheckoutPage('credit');
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const questions = page.details?.credit?.questions ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let decided: CheckoutDetails | undefined;
    const failed = await page.apply(
      async (cartId) => (decided = await services.answerQuestionnaire(cartId, answers)),
      CHECKOUT_PATHS.creditResult,
    );
    if (!failed && decided) page.go(creditPage(decided));
  };
  return (
    <CheckoutFrame page={page} step="credit" title={texts.questionnaireTitle}>
      <form onSubmit={submit}>
        <Stack space="md">
          <p>{texts.questionnaireIntro}</p>
          <ProblemNotice message={problemMessage(page.problem, texts)} />
          {questions.map((q) => (
            <RadioGroup
              key={q.id}
              name={q.id}
              legend={q.text}
              value={answers[q.id] ?? ''}
              onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: value }))}
              options={q.choices.map((choice) => ({ value: choice, label: choice }))}
            />
          ))}
          <SubmitButton busy={page.busy}>{texts.submitAnswers}</SubmitButton>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

import { Alert, Button, RadioGroup, Stack } from '@carrier/design-system';
import type { ConditionAnswers } from '@carrier/trade-in-rules';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, useFormState, useGo } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import { QUESTIONS, type Question } from './device.js';

/** Trade-in device condition: four yes-or-no questions; the appraisal follows from the answers. */
export function DeviceConditionPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'condition');
  const go = useGo();
  // Each question's answer, 'yes' or 'no' ('' until answered), from the answers given before.
  const form = useFormState(
    Object.fromEntries(QUESTIONS.map((q) => [q, state.answers ? (state.answers[q] ? 'yes' : 'no') : ''])) as Record<
      Question,
      string
    >,
    { clearOnChange: true },
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answered = form.required(Object.fromEntries(QUESTIONS.map((q) => [q, texts.answerError])));
    if (!answered || !state.tradeInId) return;
    const given = Object.fromEntries(
      QUESTIONS.map((q) => [q, form.values[q] === 'yes']),
    ) as unknown as ConditionAnswers;
    setBusy(true);
    setFailed(false);
    try {
      // The service appraises too (it keeps the value); its refusals are the rules' own, said on the next page.
      await services.appraise(state.tradeInId, given).catch((error: unknown) => {
        const id = serviceErrorId(error);
        if (id !== 'FIND_MY_ON' && id !== 'NO_VALUE') throw error;
      });
      dispatch({ type: 'answered', answers: given });
      go(TRADE_IN_PATHS.appraiseDevice);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <TradeInPage title={texts.conditionTitle}>
      <p className={intro}>{texts.conditionIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={formWidth}>
        <Stack space="lg">
          {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
          {QUESTIONS.map((q) => (
            <RadioGroup
              key={q}
              legend={texts.questions[q]}
              orientation="horizontal"
              {...form.field(q)}
              options={[
                { value: 'yes', label: texts.yes },
                { value: 'no', label: texts.no },
              ]}
            />
          ))}
          <div>
            <Button type="submit" loading={busy}>
              {texts.getValue}
            </Button>
          </div>
        </Stack>
      </form>
    </TradeInPage>
  );
}

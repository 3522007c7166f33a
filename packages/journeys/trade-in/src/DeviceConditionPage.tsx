import { Alert, Button, RadioGroup, Stack } from '@carrier/design-system';
import type { ConditionAnswers } from '@carrier/trade-in-rules';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, useGo } from '@carrier/storefront/kit';
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
  const [answers, setAnswers] = useState<Partial<Record<Question, 'yes' | 'no'>>>(() =>
    state.answers ? Object.fromEntries(QUESTIONS.map((q) => [q, state.answers?.[q] ? 'yes' : 'no'])) : {},
  );
  const [missing, setMissing] = useState<readonly Question[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = QUESTIONS.filter((q) => !answers[q]);
    setMissing(unanswered);
    if (unanswered.length > 0 || !state.tradeInId) return;
    const given = Object.fromEntries(QUESTIONS.map((q) => [q, answers[q] === 'yes'])) as unknown as ConditionAnswers;
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
              name={q}
              legend={texts.questions[q]}
              orientation="horizontal"
              value={answers[q] ?? ''}
              onChange={(value) => setAnswers({ ...answers, [q]: value as 'yes' | 'no' })}
              options={[
                { value: 'yes', label: texts.yes },
                { value: 'no', label: texts.no },
              ]}
              error={missing.includes(q) && !answers[q] ? texts.answerError : undefined}
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

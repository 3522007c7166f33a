import { Alert, Button, Link, Stack, formatMoney } from '@carrier/design-system';
import { actionRow, bigFigure, mutedText, useGo, useStorefront } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** appraiseDevice: the phone's grade and value, to accept; or why it has none, and how to answer again. */
export function AppraiseDevicePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state, dispatch } = useTradeIn();
  const withoutValue = state.problem === 'findMyOn' || state.problem === 'noValue';
  useStepGuard(state, 'appraisal', withoutValue);
  const go = useGo();
  const again = () => {
    dispatch({ type: 'restart' });
    go(TRADE_IN_PATHS.validateDevice);
  };
  return (
    <TradeInPage title={texts.appraiseTitle}>
      {state.problem === 'findMyOn' || state.problem === 'noValue' ? (
        <Stack space="md">
          <Alert tone="warning">{state.problem === 'findMyOn' ? texts.findMyOn : texts.noValue}</Alert>
          <div className={actionRow}>
            <Button
              onClick={() => {
                dispatch({ type: 'answerAgain' });
                go(TRADE_IN_PATHS.deviceCondition);
              }}
            >
              {texts.answerAgain}
            </Button>
            <Button variant="secondary" onClick={again}>
              {texts.startOver}
            </Button>
          </div>
        </Stack>
      ) : null}
      {state.value !== undefined && state.grade && state.device && !state.problem ? (
        <Stack space="md">
          <p className={mutedText}>
            {state.device.make} {state.device.model} · {texts.grades[state.grade]}
          </p>
          <p className={bigFigure}>{formatMoney(state.value / 100, site.language)}</p>
          <p>{texts.valueIs(formatMoney(state.value / 100, site.language))}</p>
          <div className={actionRow}>
            <Button
              onClick={() => {
                dispatch({ type: 'accepted' });
                go(TRADE_IN_PATHS.paymentOptions);
              }}
            >
              {texts.accept}
            </Button>
            <Link href={`${site.base}${TRADE_IN_PATHS.deviceCondition}`}>{texts.changeAnswers}</Link>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}

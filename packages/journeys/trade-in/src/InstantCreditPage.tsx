import { Button } from '@carrier/design-system';
import { bigFigure, intro, useGo } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import { useMoney } from './complete.js';

/** Trade-in instant credit: what the instant credit is and when it comes. */
export function InstantCreditPage() {
  const texts = useTexts();
  const money = useMoney();
  const { state } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  return (
    <TradeInPage title={texts.instantTitle}>
      {state.value !== undefined ? <p className={bigFigure}>{money(state.value / 100)}</p> : null}
      {state.value !== undefined ? <p className={intro}>{texts.instantBody(money(state.value / 100))}</p> : null}
      <div>
        <Button onClick={() => go(TRADE_IN_PATHS.shippingOptions)}>{texts.continue}</Button>
      </div>
    </TradeInPage>
  );
}

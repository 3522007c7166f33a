import { Button, RadioGroup, Skeleton, Stack } from '@carrier/design-system';
import type { CreditKind } from '@carrier/trade-in-rules';
import { type FormEvent } from 'react';
import { formWidth, LoadFailed, useGo, useFormState } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';
import { creditWords, useMoney, useCreditOptions } from './complete.js';

/** paymentOptions: how the customer takes the value: instant credit, a promotion with the new phone, a prepaid card. */
export function PaymentOptionsPage() {
  const texts = useTexts();
  const money = useMoney();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'credit');
  const go = useGo();
  const options = useCreditOptions();
  const form = useFormState({ credit: state.credit ?? '' }, { clearOnChange: true });
  const chosen = form.values.credit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      form.fail({ credit: texts.creditError });
      return;
    }
    dispatch({ type: 'creditChosen', credit: chosen as CreditKind });
    go(chosen === 'instant' ? TRADE_IN_PATHS.instantCredit : TRADE_IN_PATHS.shippingOptions);
  };
  return (
    <TradeInPage title={texts.creditTitle}>
      {options.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {options.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={options.retry} /> : null}
      {options.status === 'ready' ? (
        <form onSubmit={submit} noValidate className={formWidth}>
          <Stack space="md">
            <RadioGroup
              legend={texts.creditLegend}
              name="credit"
              value={chosen}
              onChange={form.set('credit')}
              options={options.value.map((option) => ({ value: option.kind, ...creditWords(option, texts, money) }))}
              error={form.errors.credit}
            />
            <div>
              <Button type="submit">{texts.continue}</Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </TradeInPage>
  );
}

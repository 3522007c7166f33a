import { Button, RadioGroup, Stack, TextField } from '@carrier/design-system';
import { checkEmail } from '@carrier/checkout-rules';
import type { FormEvent } from 'react';
import { formWidth, useGo, useFormState } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** shippingOptions: a free prepaid label, or a store to drop the phone off at. */
export function ShippingOptionsPage() {
  const texts = useTexts();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'return');
  const go = useGo();
  // Where the prepaid label goes (`email`): asked before the customer is told it is emailed.
  const form = useFormState(
    {
      method: state.returnMethod?.kind ?? '',
      email: state.returnMethod?.kind === 'ship' ? (state.returnMethod.email ?? '') : '',
    },
    { clearOnChange: true },
  );
  const chosen = form.values.method;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === 'ship') {
      const checked = checkEmail(form.values.email);
      if (!checked.ok) return form.fail({ email: texts.labelEmailError });
      dispatch({ type: 'returnChosen', method: { kind: 'ship', email: checked.value } });
      go(TRADE_IN_PATHS.reviewDocuments);
    } else if (chosen === 'dropOff') go(TRADE_IN_PATHS.dropOffStores);
    else form.fail({ method: texts.returnError });
  };
  return (
    <TradeInPage title={texts.shippingTitle}>
      <form onSubmit={submit} noValidate className={formWidth}>
        <Stack space="md">
          <RadioGroup
            legend={texts.returnLegend}
            name="return"
            value={chosen}
            onChange={form.set('method')}
            options={[
              { value: 'ship', label: texts.shipLabel, description: texts.shipDescription },
              { value: 'dropOff', label: texts.dropOffLabel, description: texts.dropOffDescription },
            ]}
            error={form.errors.method}
          />
          {chosen === 'ship' ? (
            <TextField
              label={texts.labelEmail}
              helperText={texts.labelEmailHelp}
              type="email"
              autoComplete="email"
              maxLength={254}
              {...form.field('email')}
            />
          ) : null}
          <div>
            <Button type="submit">{texts.continue}</Button>
          </div>
        </Stack>
      </form>
    </TradeInPage>
  );
}

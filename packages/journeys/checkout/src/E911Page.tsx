import { Checkbox, Stack } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { ADDRESS_FIELDS, AddressFields, AddressSuggestion, addressErrors } from './AboutYouPage.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, serviceFieldErrors, useCheckoutForm } from './form.js';

/** e911: where 911 calls of the new lines are located; an address that cannot be found offers what it may be. */
export function E911Page() {
  const page = useCheckoutPage('e911');
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  const home = page.details?.customer?.address;
  const form = useCheckoutForm('e911', { line1: '', line2: '', city: '', state: '', zip: '' });
  const [sameAsHome, setSameAsHome] = useState(false);
  const labels = { line1: texts.line1, line2: texts.line2, city: texts.city, state: texts.state, zip: texts.zip };
  const useHome = (checked: boolean) => {
    setSameAsHome(checked);
    if (checked && home) form.setValues({ ...home });
  };
  const save = async (values: typeof form.values) => {
    const errors = addressErrors(values, true);
    form.fail(errors);
    if (Object.keys(errors).length > 0) return;
    const failed = await page.apply((cartId) => services.saveE911(cartId, values));
    if (failed) form.fail(serviceFieldErrors(failed.fields, ADDRESS_FIELDS));
  };
  return (
    <CheckoutFrame page={page} step="e911" title={texts.e911Title}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save(form.values);
        }}
        noValidate
      >
        <Stack space="md">
          <p>{texts.e911Intro}</p>
          <FormProblems form={form} order={ADDRESS_FIELDS} labels={labels} problem={page.problem} />
          <AddressSuggestion
            problem={page.problem}
            onUse={(suggestion) => {
              form.setValues({ ...suggestion });
              void save({ ...suggestion });
            }}
          />
          {home && <Checkbox label={texts.sameAsHome} checked={sameAsHome} onChange={useHome} />}
          <AddressFields values={form.values} set={form.set} errors={form.errors} />
          <SubmitButton busy={page.busy}>{texts.continue}</SubmitButton>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

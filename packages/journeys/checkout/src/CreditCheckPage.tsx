import { fieldErrorsOf, calendarDayOf, checkDateOfBirth, checkSsn } from '@carrier/checkout-rules';
import { Link, Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, serviceFieldErrors, useCheckoutForm } from './form.js';
import type { CheckoutDetails } from '@carrier/service-contracts';
import { FIELDS, creditPage, DateOfBirthField } from './credit.js';

/** creditcheck: the SSN and date of birth, used once for the check and kept in memory only. */
export function CreditCheckPage() {
  const page = useCheckoutPage('credit');
  const texts = useCheckoutStrings();
  const { site, now } = useStorefront();
  const { services } = useCheckout();
  // Private: no draft is kept of this form.
  const form = useCheckoutForm(undefined, { ssn: '', dateOfBirth: '' });
  const labels = { ssn: texts.ssn, dateOfBirth: texts.dateOfBirth };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ssn = checkSsn(form.values.ssn);
    const birth = checkDateOfBirth(form.values.dateOfBirth, calendarDayOf(new Date(now())));
    form.fail(fieldErrorsOf({ ssn, dateOfBirth: birth }));
    if (!ssn.ok || !birth.ok) return;
    let decided: CheckoutDetails | undefined;
    const failed = await page.apply(
      async (cartId) => (decided = await services.creditCheck(cartId, ssn.value, birth.value)),
      CHECKOUT_PATHS.creditResult,
    );
    if (failed) form.fail(serviceFieldErrors(failed.fields, FIELDS));
    else if (decided) page.go(creditPage(decided));
  };
  return (
    <CheckoutFrame page={page} step="credit" title={texts.creditTitle}>
      <form onSubmit={submit} noValidate>
        <Stack space="md">
          <p>{texts.creditIntro}</p>
          <FormProblems form={form} order={FIELDS} labels={labels} problem={page.problem} />
          <FormField
            {...form.bind('ssn')}
            label={texts.ssn}
            autoComplete="off"
            inputMode="numeric"
            type="password"
            maxLength={11}
          />
          <DateOfBirthField field={form.bind('dateOfBirth')} />
          <SubmitButton busy={page.busy}>{texts.checkCredit}</SubmitButton>
          <Link href={`${site.base}${CHECKOUT_PATHS.internationalCreditCheck}`}>{texts.noSsn}</Link>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

import { calendarDayOf, checkDateOfBirth, type FieldErrorCode } from '@carrier/checkout-rules';
import { Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, useCheckoutForm } from './form.js';
import { INTL_FIELDS, DateOfBirthField } from './credit.js';

/** internationalcreditcheck: a customer with no SSN, on a passport. */
export function InternationalCreditPage() {
  const page = useCheckoutPage('credit');
  const texts = useCheckoutStrings();
  const { now } = useStorefront();
  const { services } = useCheckout();
  const form = useCheckoutForm(undefined, { passportNumber: '', countryOfIssue: '', dateOfBirth: '' });
  const labels = {
    passportNumber: texts.passportNumber,
    countryOfIssue: texts.countryOfIssue,
    dateOfBirth: texts.dateOfBirth,
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passportNumber = form.values.passportNumber.replace(/\s/g, '').toUpperCase();
    const countryOfIssue = form.values.countryOfIssue.trim().toUpperCase();
    const birth = checkDateOfBirth(form.values.dateOfBirth, calendarDayOf(new Date(now())));
    const errors: Partial<Record<(typeof INTL_FIELDS)[number], FieldErrorCode>> = {};
    if (!/^[A-Z0-9]{6,12}$/.test(passportNumber))
      errors.passportNumber = passportNumber ? 'invalidCharacters' : 'required';
    if (!/^[A-Z]{2}$/.test(countryOfIssue)) errors.countryOfIssue = countryOfIssue ? 'invalidCharacters' : 'required';
    if (!birth.ok) errors.dateOfBirth = birth.error;
    form.fail(errors);
    if (Object.keys(errors).length > 0 || !birth.ok) return;
    await page.apply(
      (cartId) => services.internationalCredit({ cartId, passportNumber, countryOfIssue, dateOfBirth: birth.value }),
      CHECKOUT_PATHS.creditResult,
    );
  };
  return (
    <CheckoutFrame page={page} step="credit" title={texts.internationalTitle}>
      <form onSubmit={submit} noValidate>
        <Stack space="md">
          <p>{texts.internationalIntro}</p>
          <FormProblems form={form} order={INTL_FIELDS} labels={labels} problem={page.problem} />
          <FormField {...form.bind('passportNumber')} label={texts.passportNumber} autoComplete="off" maxLength={12} />
          <FormField
            {...form.bind('countryOfIssue')}
            label={texts.countryOfIssue}
            autoComplete="country"
            maxLength={2}
          />
          <DateOfBirthField field={form.bind('dateOfBirth')} />
          <SubmitButton busy={page.busy}>{texts.checkCredit}</SubmitButton>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

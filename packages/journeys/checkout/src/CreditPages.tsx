import { fieldErrorsOf, calendarDayOf, checkDateOfBirth, checkSsn, type FieldErrorCode } from '@carrier/checkout-rules';
import { Alert, Link, RadioGroup, Stack, formatMoney } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton, problemMessage, useCheckoutPage, useCheckoutStrings } from './CheckoutFrame.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, serviceFieldErrors, useCheckoutForm } from './form.js';
import type { CheckoutDetails } from '@carrier/service-contracts';

/** Where a credit decision sends the customer: the result, the hold, or the questionnaire. */
export function creditPage(details: CheckoutDetails): string {
  const decision = details.credit?.decision;
  return decision === 'CREDIT_HOLD'
    ? CHECKOUT_PATHS.creditHold
    : decision === 'QUESTIONNAIRE'
      ? CHECKOUT_PATHS.creditQuestionnaire
      : CHECKOUT_PATHS.creditResult;
}

const FIELDS = ['ssn', 'dateOfBirth'] as const;

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
          <FormField
            {...form.bind('dateOfBirth')}
            label={texts.dateOfBirth}
            autoComplete="bday"
            inputMode="numeric"
            maxLength={10}
          />
          <SubmitButton busy={page.busy}>{texts.checkCredit}</SubmitButton>
          <Link href={`${site.base}${CHECKOUT_PATHS.internationalCreditCheck}`}>{texts.noSsn}</Link>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

/** creditresult: the decision, and the way on. */
export function CreditResultPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const credit = page.details?.credit;
  const text = !credit
    ? undefined
    : credit.decision === 'APPROVED_WITH_DOWN_PAYMENT'
      ? texts.creditDownPayment(credit.downPaymentPercent ?? 0)
      : credit.decision === 'APPROVED_NO_DEVICE_PAYMENT'
        ? texts.creditNoDevicePayment
        : credit.decision === 'APPROVED_WITH_DEPOSIT'
          ? texts.creditDeposit(formatMoney((credit.depositCents ?? 0) / 100, site.language))
          : texts.creditApprovedText;
  return (
    <CheckoutFrame page={page} step="credit" title={texts.creditTitle}>
      {credit && (
        <Stack space="md">
          <Alert tone="success" title={texts.creditApproved}>
            {text} {texts.reference(credit.reference)}
          </Alert>
          <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.checkout}`}>
            {texts.continue}
          </Link>
        </Stack>
      )}
    </CheckoutFrame>
  );
}

/** credithold: the order cannot be approved online; what to do instead. */
export function CreditHoldPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  return (
    <CheckoutFrame page={page} step="credit" title={texts.creditHoldTitle}>
      <Alert tone="warning">
        {texts.creditHoldText} {page.details?.credit ? texts.reference(page.details.credit.reference) : ''}
      </Alert>
    </CheckoutFrame>
  );
}

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

const INTL_FIELDS = ['passportNumber', 'countryOfIssue', 'dateOfBirth'] as const;

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
          <FormField
            {...form.bind('dateOfBirth')}
            label={texts.dateOfBirth}
            autoComplete="bday"
            inputMode="numeric"
            maxLength={10}
          />
          <SubmitButton busy={page.busy}>{texts.checkCredit}</SubmitButton>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

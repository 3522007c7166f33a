import {
  fieldErrorsOf,
  US_STATES,
  checkAddress,
  checkEmail,
  checkName,
  checkPhone,
  type FieldErrorCode,
} from '@carrier/checkout-rules';
import { Button, Columns, Column, Select, Stack } from '@carrier/design-system';
import { useEffect, type FormEvent } from 'react';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, serviceFieldErrors, useCheckoutForm } from './form.js';
import type { CallProblem } from './services.js';

export const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'zip'] as const;
const FIELDS = ['firstName', 'lastName', 'email', 'contactPhone', ...ADDRESS_FIELDS] as const;
type Field = (typeof FIELDS)[number];
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The field errors of an address by the rules (`physical`: no PO box, for e911). */
export function addressErrors(values: Readonly<Record<AddressField, string>>, physical = false) {
  const checked = checkAddress(values, { physical });
  return checked.errors as Partial<Record<AddressField, FieldErrorCode>>;
}

/**
 * The address the services suggest for one they could not find, and the way to use it: shown only when there is a
 * suggestion, so the page never asks "did you mean" over nothing.
 */
export function AddressSuggestion({
  problem,
  onUse,
}: {
  readonly problem: CallProblem | undefined;
  readonly onUse: (address: CallProblem['suggestions'][number]) => void;
}) {
  const texts = useCheckoutStrings();
  const suggestion = problem?.suggestions[0];
  if (!suggestion) return null;
  return (
    <Stack space="sm">
      <h2>{texts.suggestionTitle}</h2>
      <p>
        {[suggestion.line1, suggestion.line2].filter(Boolean).join(' ')}, {suggestion.city}, {suggestion.state}{' '}
        {suggestion.zip}
      </p>
      <Button variant="secondary" onClick={() => onUse(suggestion)}>
        {texts.useSuggestion}
      </Button>
    </Stack>
  );
}

/** The street, city, state and ZIP fields of a form. */
export function AddressFields({
  values,
  set,
  errors,
}: {
  readonly values: Readonly<Record<AddressField, string>>;
  readonly set: (name: AddressField) => (value: string) => void;
  readonly errors: Partial<Record<AddressField, FieldErrorCode>>;
}) {
  const texts = useCheckoutStrings();
  return (
    <>
      <FormField
        name="line1"
        label={texts.line1}
        value={values.line1}
        onChange={set('line1')}
        error={errors.line1}
        autoComplete="address-line1"
        maxLength={120}
      />
      <FormField
        name="line2"
        label={texts.line2}
        value={values.line2}
        onChange={set('line2')}
        error={errors.line2}
        autoComplete="address-line2"
        maxLength={120}
      />
      <Columns space="md" collapseBelow="tablet">
        <Column>
          <FormField
            name="city"
            label={texts.city}
            value={values.city}
            onChange={set('city')}
            error={errors.city}
            autoComplete="address-level2"
            maxLength={80}
          />
        </Column>
        <Column>
          <Select
            id="field-state"
            name="state"
            label={texts.state}
            placeholder={texts.chooseState}
            value={values.state}
            onChange={set('state')}
            options={US_STATES.map((s) => ({ value: s, label: s }))}
            autoComplete="address-level1"
            error={errors.state ? texts.fieldErrors[errors.state] : undefined}
          />
        </Column>
        <Column>
          <FormField
            name="zip"
            label={texts.zip}
            value={values.zip}
            onChange={set('zip')}
            error={errors.zip}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
          />
        </Column>
      </Columns>
    </>
  );
}

/** aboutyourself: who is buying, with contact and home address. */
export function AboutYouPage() {
  const page = useCheckoutPage('aboutYou');
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  const saved = page.details?.customer;
  const form = useCheckoutForm<Field>('aboutYou', {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    email: saved?.email ?? '',
    contactPhone: saved?.contactPhone ?? '',
    line1: saved?.address.line1 ?? '',
    line2: saved?.address.line2 ?? '',
    city: saved?.address.city ?? '',
    state: saved?.address.state ?? '',
    zip: saved?.address.zip ?? '',
  });
  const { values, setValues } = form;
  // The details the checkout already has, once it is read, unless the customer typed some.
  useEffect(() => {
    if (saved) setValues((v) => (v.firstName ? v : { ...saved, ...saved.address }));
  }, [saved, setValues]);
  const labels: Record<Field, string> = {
    firstName: texts.firstName,
    lastName: texts.lastName,
    email: texts.email,
    contactPhone: texts.contactPhone,
    line1: texts.line1,
    line2: texts.line2,
    city: texts.city,
    state: texts.state,
    zip: texts.zip,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<Field, FieldErrorCode>> = {
      ...fieldErrorsOf({
        firstName: checkName(values.firstName),
        lastName: checkName(values.lastName),
        email: checkEmail(values.email),
        contactPhone: checkPhone(values.contactPhone),
      }),
      ...addressErrors(values),
    };
    form.fail(errors);
    if (Object.keys(errors).length > 0) return;
    const { firstName, lastName, email, contactPhone, ...address } = values;
    const failed = await page.apply((cartId) =>
      services.saveCustomer(cartId, { firstName, lastName, email, contactPhone, address }),
    );
    if (failed) form.fail(serviceFieldErrors(failed.fields, FIELDS));
  };
  return (
    <CheckoutFrame page={page} step="aboutYou" title={texts.aboutTitle}>
      <form onSubmit={submit} noValidate>
        <Stack space="md">
          <FormProblems form={form} order={FIELDS} labels={labels} problem={page.problem} />
          <Columns space="md" collapseBelow="tablet">
            <Column>
              <FormField {...form.bind('firstName')} label={texts.firstName} autoComplete="given-name" maxLength={40} />
            </Column>
            <Column>
              <FormField {...form.bind('lastName')} label={texts.lastName} autoComplete="family-name" maxLength={40} />
            </Column>
          </Columns>
          <FormField
            {...form.bind('email')}
            label={texts.email}
            autoComplete="email"
            inputMode="email"
            type="email"
            maxLength={254}
          />
          <FormField
            {...form.bind('contactPhone')}
            label={texts.contactPhone}
            autoComplete="tel-national"
            inputMode="tel"
            type="tel"
            maxLength={14}
          />
          <AddressFields values={values} set={form.set} errors={form.errors} />
          <SubmitButton busy={page.busy}>{texts.continue}</SubmitButton>
        </Stack>
      </form>
    </CheckoutFrame>
  );
}

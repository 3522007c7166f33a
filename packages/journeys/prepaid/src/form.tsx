import {
  US_STATES,
  calendarDayOf,
  checkAccountPin,
  checkAddress,
  checkBillingZip,
  checkCardNumber,
  checkCvv,
  checkEmail,
  checkExpiry,
  checkName,
  checkZip,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  type FieldErrorCode,
} from '@carrier/checkout-rules';
import { Select, Stack, TextField } from '@carrier/design-system';
import type { PrepaidPayment, PrepaidShipping } from '@carrier/service-contracts';
import { useFormState } from '@carrier/storefront/kit';
import { useTexts } from './frame.js';
import * as styles from './prepaid.css.js';

/** The fields of a prepaid checkout: the account PIN, the activation ZIP, the email, where it ships, and the card. */
export const CHECKOUT_FIELDS = [
  'pin',
  'pinConfirm',
  'activationZip',
  'email',
  'firstName',
  'lastName',
  'line1',
  'city',
  'state',
  'zip',
  'nameOnCard',
  'cardNumber',
  'expiry',
  'cvv',
  'billingZip',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
type Values = Record<CheckoutField, string>;

/** Why a field was refused: a rule's code, the PINs not matching, or a ZIP outside the coverage area. */
export type FieldProblem = FieldErrorCode | 'pinMismatch' | 'outsideCoverage' | 'noNumbers';

const EMPTY = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, ''])) as Values;

/** What the checkout sends once every field is right: no value is sent that the rules did not clean. */
export interface CheckoutInput {
  readonly accountPin: string;
  readonly activationZip: string;
  /** Where the receipt goes, and the tracking number when something ships. */
  readonly email: string;
  readonly payment: PrepaidPayment;
  readonly shipping?: PrepaidShipping;
}

/**
 * Checks a prepaid checkout's fields by the store's rules (`@carrier/checkout-rules`): the answer to send, or each
 * refused field's reason. Shipping is checked only when something ships.
 */
export function checkCheckout(
  values: Values,
  { ships, today }: { readonly ships: boolean; readonly today: Date },
):
  | { readonly ok: true; readonly input: CheckoutInput }
  | { readonly ok: false; readonly errors: Partial<Record<CheckoutField, FieldProblem>> } {
  const errors: Partial<Record<CheckoutField, FieldProblem>> = {};
  const pin = checkAccountPin(values.pin);
  if (!pin.ok) errors.pin = pin.error;
  else if (values.pinConfirm.trim() !== pin.value) errors.pinConfirm = 'pinMismatch';
  const zip = checkZip(values.activationZip);
  if (!zip.ok) errors.activationZip = zip.error;
  const email = checkEmail(values.email);
  if (!email.ok) errors.email = email.error;
  let shipping: PrepaidShipping | undefined;
  if (ships) {
    const first = checkName(values.firstName);
    const last = checkName(values.lastName);
    const address = checkAddress({ line1: values.line1, city: values.city, state: values.state, zip: values.zip });
    if (!first.ok) errors.firstName = first.error;
    if (!last.ok) errors.lastName = last.error;
    for (const field of ['line1', 'city', 'state', 'zip'] as const) {
      const problem = address.errors[field];
      if (problem) errors[field] = problem;
    }
    if (first.ok && last.ok && address.ok)
      shipping = {
        firstName: first.value,
        lastName: last.value,
        line1: address.value.line1,
        city: address.value.city,
        state: address.value.state,
        zip: address.value.zip.slice(0, 5),
      };
  }
  const name = checkName(values.nameOnCard);
  const card = checkCardNumber(values.cardNumber);
  const expiry = checkExpiry(values.expiry, calendarDayOf(today));
  const cvv = checkCvv(values.cvv, card.ok ? card.value.brand : undefined);
  const billing = checkBillingZip(values.billingZip);
  if (!name.ok) errors.nameOnCard = name.error;
  if (!card.ok) errors.cardNumber = card.error;
  if (!expiry.ok) errors.expiry = expiry.error;
  if (!cvv.ok) errors.cvv = cvv.error;
  if (!billing.ok) errors.billingZip = billing.error;
  if (
    !pin.ok ||
    !zip.ok ||
    !email.ok ||
    !name.ok ||
    !card.ok ||
    !expiry.ok ||
    !cvv.ok ||
    !billing.ok ||
    Object.keys(errors).length
  )
    return { ok: false, errors };
  const { month, year } = expiry.value;
  return {
    ok: true,
    input: {
      accountPin: pin.value,
      activationZip: zip.value.slice(0, 5),
      email: email.value,
      payment: {
        nameOnCard: name.value,
        cardNumber: card.value.digits,
        expiry: `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
        cvv: cvv.value,
        billingZip: billing.value,
      },
      ...(shipping ? { shipping } : {}),
    },
  };
}

/**
 * The checkout form's state (the kit's one form state): its values, each field's problem (the rules' checks, or the
 * service's answer) gone as soon as the field is changed, and each field's props with its problem in words.
 */
export function useCheckoutForm() {
  const texts = useTexts();
  const form = useFormState<CheckoutField, FieldProblem>(EMPTY, { clearOnChange: true });
  const message = (problem: FieldProblem | undefined, zip: string) =>
    problem === undefined
      ? undefined
      : problem === 'pinMismatch'
        ? texts.pinMismatch
        : problem === 'outsideCoverage'
          ? texts.outsideCoverage(zip)
          : problem === 'noNumbers'
            ? texts.noNumbers(zip)
            : texts.fieldErrors[problem];
  const bind = (field: CheckoutField) => {
    const error = message(form.errors[field], form.values.activationZip);
    return { value: form.values[field], onChange: form.set(field), error };
  };
  return { values: form.values, errors: form.errors, fail: form.fail, bind };
}
export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

/** The account PIN (twice), the activation ZIP and the email the receipt goes to. */
export function ActivationFields({ form }: { readonly form: CheckoutForm }) {
  const texts = useTexts();
  return (
    <>
      <fieldset className={styles.fieldGroup}>
        <legend className={styles.groupTitle}>{texts.pinSection}</legend>
        <p>{texts.pinIntro}</p>
        <div className={styles.fieldPair}>
          <TextField
            label={texts.pin}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={4}
            {...form.bind('pin')}
          />
          <TextField
            label={texts.pinConfirm}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={4}
            {...form.bind('pinConfirm')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldGroup}>
        <legend className={styles.groupTitle}>{texts.zipSection}</legend>
        <TextField
          label={texts.activationZip}
          helperText={texts.activationZipHelp}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...form.bind('activationZip')}
        />
      </fieldset>
      <fieldset className={styles.fieldGroup}>
        <legend className={styles.groupTitle}>{texts.emailSection}</legend>
        <TextField
          label={texts.email}
          helperText={texts.emailHelp}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...form.bind('email')}
        />
      </fieldset>
    </>
  );
}

/** Where a phone or SIM kit is mailed. */
export function ShippingFields({ form }: { readonly form: CheckoutForm }) {
  const texts = useTexts();
  const state = form.bind('state');
  return (
    <fieldset className={styles.fieldGroup}>
      <legend className={styles.groupTitle}>{texts.shippingSection}</legend>
      <div className={styles.fieldPair}>
        <TextField label={texts.firstName} autoComplete="shipping given-name" {...form.bind('firstName')} />
        <TextField label={texts.lastName} autoComplete="shipping family-name" {...form.bind('lastName')} />
      </div>
      <TextField label={texts.street} autoComplete="shipping address-line1" {...form.bind('line1')} />
      <div className={styles.fieldPair}>
        <TextField label={texts.city} autoComplete="shipping address-level2" {...form.bind('city')} />
        <Select
          label={texts.state}
          placeholder={texts.chooseState}
          options={US_STATES.map((s) => ({ value: s, label: s }))}
          value={state.value}
          onChange={state.onChange}
          error={state.error}
        />
      </div>
      <TextField
        label={texts.zip}
        inputMode="numeric"
        autoComplete="shipping postal-code"
        maxLength={10}
        {...form.bind('zip')}
      />
    </fieldset>
  );
}

/** The card: private, sent with the order only, never kept in the page's storage. */
export function PaymentFields({ form }: { readonly form: CheckoutForm }) {
  const texts = useTexts();
  const card = form.bind('cardNumber');
  const expiry = form.bind('expiry');
  return (
    <fieldset className={styles.fieldGroup}>
      <legend className={styles.groupTitle}>{texts.paymentSection}</legend>
      <Stack space="md">
        <TextField label={texts.nameOnCard} autoComplete="cc-name" {...form.bind('nameOnCard')} />
        <TextField
          label={texts.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          {...card}
          value={formatCardNumber(card.value)}
          onChange={(value) => card.onChange(digitsOf(value).slice(0, 19))}
        />
        <div className={styles.fieldPair}>
          <TextField
            label={texts.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            {...expiry}
            value={formatExpiry(expiry.value)}
            onChange={(value) => expiry.onChange(value.slice(0, 7))}
          />
          <TextField
            label={texts.cvv}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...form.bind('cvv')}
          />
        </div>
        <TextField
          label={texts.billingZip}
          inputMode="numeric"
          autoComplete="billing postal-code"
          maxLength={5}
          {...form.bind('billingZip')}
        />
      </Stack>
    </fieldset>
  );
}

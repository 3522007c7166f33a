import type { FieldErrorCode } from '@carrier/checkout-rules';
import { FormField } from './form.js';
import { useCheckoutStrings } from './words.js';
import { CHECKOUT_PATHS } from './paths.js';
import type { CheckoutDetails } from '@carrier/service-contracts';

/** The credit check's fields, in the form's order. */
export const FIELDS = ['ssn', 'dateOfBirth'] as const;

/** The international credit check's fields (no Social Security number), in the form's order. */
export const INTL_FIELDS = ['passportNumber', 'countryOfIssue', 'dateOfBirth'] as const;

/** Where a credit decision sends the customer: the result, the hold, or the questionnaire. */
export function creditPage(details: CheckoutDetails): string {
  const decision = details.credit?.decision;
  return decision === 'CREDIT_HOLD'
    ? CHECKOUT_PATHS.creditHold
    : decision === 'QUESTIONNAIRE'
      ? CHECKOUT_PATHS.creditQuestionnaire
      : CHECKOUT_PATHS.creditResult;
}

/** The date of birth the credit check asks for (both ways in), with the browser's birthday autofill. */
export function DateOfBirthField({
  field,
}: {
  readonly field: {
    readonly name: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly error: FieldErrorCode | undefined;
  };
}) {
  const texts = useCheckoutStrings();
  return <FormField {...field} label={texts.dateOfBirth} autoComplete="bday" inputMode="numeric" maxLength={10} />;
}

import { CHECKOUT_PATHS } from './paths.js';
import type { CheckoutDetails } from '@carrier/service-contracts';
export const FIELDS = ['ssn', 'dateOfBirth'] as const;

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

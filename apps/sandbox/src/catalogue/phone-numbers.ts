/**
 * Phone numbers the sandbox knows, and how it answers each (documented in the README): Friends and Family's
 * eligibility, and a port-in's number.
 */
export const PHONE_FIXTURES = {
  eligible: '2015550123',
  notEligible: '2125550100',
  errorCode: '3125550100',
  systemError: '4155550100',
} as const;

// What of a form may be kept in session storage: never a private field (spec: card, CVV, SSN, PINs stay in memory).

/**
 * The fields of a form that may be kept in session storage while the customer moves around: everything typed
 * but the private fields, which stay in memory only.
 */
export const PRIVATE_FIELDS = [
  'ssn',
  'dateOfBirth',
  'cardNumber',
  'cvv',
  'expiry',
  'pin',
  'accountNumber',
  'passportNumber',
  'giftCardNumber',
  'giftCardPin',
] as const;

/** A draft without its private fields, and only its strings. */
export function keptDraft(draft: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft))
    if (typeof value === 'string' && !(PRIVATE_FIELDS as readonly string[]).includes(name) && value.length <= 200)
      kept[name] = value;
  return kept;
}

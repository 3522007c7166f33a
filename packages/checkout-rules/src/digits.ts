/** The digits of an input, in order; everything else dropped. */
export function digitsOf(input: unknown): string {
  return typeof input === 'string' ? input.replace(/\D/g, '') : '';
}

/** A phone number as people read it: `(201) 555-0123`; anything that is not ten digits is left as typed. */
export function formatPhone(input: string): string {
  const digits = digitsOf(input);
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return input;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

// What the order lookup reads from what was typed, pure: the order number, and the email or ZIP code it proves.
import { checkEmail, checkZip } from '@carrier/checkout-rules';

/** Reads "email or ZIP" as the proof of an order: an email when it has an @, else a ZIP code. */
export function orderProof(input: string): { email: string } | { zip: string } | undefined {
  const value = input.trim();
  if (value.includes('@')) {
    const email = checkEmail(value);
    return email.ok ? { email: email.value } : undefined;
  }
  const zip = checkZip(value);
  return zip.ok ? { zip: zip.value.slice(0, 5) } : undefined;
}

/** An order number as the order service writes it (MW and 8 digits); spaces and lower case are forgiven. */
export function orderNumberOf(input: string): string | undefined {
  const value = input.replace(/\s+/g, '').toUpperCase();
  return /^MW\d{8}$/.test(value) ? value : undefined;
}

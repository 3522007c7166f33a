import { luhnValid } from './fields.js';

/** An IMEI as typed (a phone's, to bring it, trade it in or test-drive the network on it), checked: 15 digits (spaces, dots and dashes forgiven), the last one its Luhn check digit. */
export type ImeiCheck =
  | { readonly ok: true; readonly imei: string }
  | { readonly ok: false; readonly error: 'required' | 'length' | 'checksum' };

/**
 * Checks an IMEI before anything is sent: a phone shows it under *#06#, often in groups.
 * @example checkImei('35 693803 564380 9') // { ok: true, imei: '356938035643809' }
 */
export function checkImei(input: string): ImeiCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!/^[\d\s.-]+$/.test(trimmed)) return { ok: false, error: 'length' };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 15) return { ok: false, error: 'length' };
  return luhnValid(digits) ? { ok: true, imei: digits } : { ok: false, error: 'checksum' };
}

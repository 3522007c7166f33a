// The fields a customer types at checkout: what each accepts, the clean value it gives, and why it refuses.
// Every check takes any string (or anything at all) and answers; none throws. Errors are codes, not sentences:
// the journey says them in the customer's language.
import { digitsOf } from './digits.js';
import { stateOfZip } from './zip-states.js';

// The digits of an input and a phone number as people read it live in their own module, so a page that only
// shows a number does not load every field's rules.
export { digitsOf, formatPhone } from './digits.js';

/** Why a field was refused. */
export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalidCharacters'
  | 'email'
  | 'phoneLength'
  | 'phoneAreaCode'
  | 'phoneExchange'
  | 'street'
  | 'poBox'
  | 'city'
  | 'state'
  /** The state is not the state of the ZIP code. */
  | 'stateZip'
  | 'zip'
  | 'date'
  | 'underage'
  | 'tooOld'
  | 'ssnLength'
  | 'ssnArea'
  | 'ssnGroup'
  | 'ssnSerial'
  | 'cardLength'
  | 'cardChecksum'
  | 'cardBrand'
  | 'expiryFormat'
  | 'expiryMonth'
  | 'expiryPast'
  | 'expiryTooFar'
  | 'cvvLength'
  | 'giftCardNumber'
  | 'giftCardPin'
  | 'accountNumber'
  | 'accountPin'
  | 'accountPinWeak';

/** A field's answer: the clean value, or the reason it was refused. */
export type FieldCheck<T = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: FieldErrorCode };

/**
 * The error code of each check that failed, by field name; empty when every check passed.
 * @example fieldErrorsOf({ email: checkEmail(email), zip: checkZip(zip) }) // { zip: 'zip' }
 */
export function fieldErrorsOf<K extends string>(
  checks: Readonly<Record<K, FieldCheck<unknown>>>,
): Partial<Record<K, FieldErrorCode>> {
  const errors: Partial<Record<K, FieldErrorCode>> = {};
  for (const name of Object.keys(checks) as K[]) {
    const check = checks[name];
    if (!check.ok) errors[name] = check.error;
  }
  return errors;
}

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = (error: FieldErrorCode): FieldCheck<never> => ({ ok: false, error });

/** The text of an input: anything that is not a string is empty; spaces at both ends and runs of spaces go. */
export function cleanText(input: unknown): string {
  return typeof input === 'string' ? input.replace(/\s+/g, ' ').trim() : '';
}

// Names ---------------------------------------------------------------------------------------------------------

/** The longest first or last name the order service keeps. */
export const NAME_MAX = 40;

/**
 * A first or last name: letters of any alphabet (José, Nguyễn, O'Brien, Smith-Jones, St. John), with spaces,
 * hyphens, apostrophes and periods between them; at most 40 characters.
 */
export function checkName(input: unknown): FieldCheck {
  const name = cleanText(input).normalize('NFC');
  if (name === '') return fail('required');
  if (name.length > NAME_MAX) return fail('tooLong');
  if (!/^\p{L}[\p{L}\p{M}]*(?:[ .'’-]+[\p{L}\p{M}]+)*\.?$/u.test(name)) return fail('invalidCharacters');
  return ok(name);
}

// Email ---------------------------------------------------------------------------------------------------------

/**
 * An email address as order confirmations are sent to: one `@`, a local part of at most 64 characters without
 * spaces, a domain of dot-separated labels ending in a top-level domain of two letters or more; 254 characters
 * at most. Kept as typed except the domain, which is lower-cased.
 */
export function checkEmail(input: unknown): FieldCheck {
  const email = typeof input === 'string' ? input.trim() : '';
  if (email === '') return fail('required');
  if (email.length > 254) return fail('tooLong');
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (at < 1 || local.length > 64 || !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return fail('email');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return fail('email');
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (!new RegExp(`^(?:${label}\\.)+[a-z]{2,63}$`).test(domain)) return fail('email');
  return ok(`${local}@${domain}`);
}

// Phone ---------------------------------------------------------------------------------------------------------

/**
 * A contact phone number of the North American Numbering Plan: ten digits (a leading country code 1 is
 * dropped), the area code and the exchange each starting 2 to 9 and neither an N11 service code. The value is
 * the ten digits.
 */
export function checkPhone(input: unknown): FieldCheck {
  let digits = digitsOf(input);
  if (digits === '') return fail('required');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return fail('phoneLength');
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!/^[2-9]/.test(area) || area.slice(1) === '11') return fail('phoneAreaCode');
  if (!/^[2-9]/.test(exchange) || exchange.slice(1) === '11') return fail('phoneExchange');
  return ok(digits);
}

// Address -------------------------------------------------------------------------------------------------------

/** The states, the District of Columbia and the territories the carrier serves, by their postal codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'VI', 'GU',
] as const; // prettier-ignore
export type UsState = (typeof US_STATES)[number];

/** A US ZIP code: five digits, or ZIP+4 (`10001-1234`); nine digits typed together become ZIP+4. */
export function checkZip(input: unknown): FieldCheck {
  const text = cleanText(input);
  if (text === '') return fail('required');
  if (/^\d{5}$/.test(text)) return ok(text);
  const plusFour = /^(\d{5})[- ]?(\d{4})$/.exec(text);
  if (plusFour) return ok(`${plusFour[1]}-${plusFour[2]}`);
  return fail('zip');
}

/** A ZIP code as written: five digits, or five, a hyphen and four; anything else is left as typed. */
export function formatZip(input: string): string {
  const checked = checkZip(input);
  return checked.ok ? checked.value : input;
}

/** A state by its postal code, in any case. */
export function checkState(input: unknown): FieldCheck<UsState> {
  const text = cleanText(input).toUpperCase();
  if (text === '') return fail('required');
  return (US_STATES as readonly string[]).includes(text) ? ok(text as UsState) : fail('state');
}

/** A US street address as a customer types it. */
export interface AddressInput {
  readonly line1?: unknown;
  readonly line2?: unknown;
  readonly city?: unknown;
  readonly state?: unknown;
  readonly zip?: unknown;
}

export interface Address {
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly state: UsState;
  readonly zip: string;
}

/** The field errors of an address, by field; empty when it is a valid address. */
export type AddressErrors = Partial<Record<keyof Address, FieldErrorCode>>;

const PO_BOX = /\b(?:p\.?\s*o\.?|post\s+office)\s*box\b|\bpo\s*box\b|^\s*box\s+\d/i;

function checkStreet(input: unknown, required: boolean, allowPoBox: boolean): FieldCheck {
  const text = cleanText(input);
  if (text === '') return required ? fail('required') : ok('');
  if (text.length > 60) return fail('tooLong');
  if (!/^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'’#/&-]*$/u.test(text)) return fail('street');
  if (!allowPoBox && PO_BOX.test(text)) return fail('poBox');
  return ok(text);
}

function checkCity(input: unknown): FieldCheck {
  const text = cleanText(input);
  if (text === '') return fail('required');
  if (text.length > 40) return fail('tooLong');
  return /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(text) ? ok(text) : fail('city');
}

/**
 * A US address: a street line (required, 60 characters at most, letters, digits and the usual punctuation), an
 * optional second line, a city, a state and a ZIP or ZIP+4. `physical` refuses post-office boxes: a shipping
 * address may be one, an emergency (e911) address may not.
 */
export function checkAddress(
  input: AddressInput,
  { physical = false }: { readonly physical?: boolean } = {},
): FieldCheck<Address> & { readonly errors: AddressErrors } {
  const parts = {
    line1: checkStreet(input?.line1, true, !physical),
    line2: checkStreet(input?.line2, false, !physical),
    city: checkCity(input?.city),
    state: checkState(input?.state),
    zip: checkZip(input?.zip),
  };
  // The state and the ZIP code are checked together: a ZIP code of another state is an error on the state.
  const zipState = parts.zip.ok ? stateOfZip(parts.zip.value.slice(0, 5)) : undefined;
  if (parts.state.ok && zipState !== undefined && zipState !== parts.state.value) parts.state = fail('stateZip');
  const errors: AddressErrors = fieldErrorsOf(parts);
  const { line1, line2, city, state, zip } = parts;
  if (line1.ok && line2.ok && city.ok && state.ok && zip.ok)
    return { ok: true, value: { line1: line1.value, line2: line2.value, city: city.value, state: state.value, zip: zip.value }, errors }; // prettier-ignore
  const first = Object.values(errors)[0] ?? 'required';
  return { ok: false, error: first, errors };
}

/** An emergency (e911) address: where the line is used, a physical US address, never a post-office box. */
export function checkE911Address(input: AddressInput) {
  return checkAddress(input, { physical: true });
}

// Date of birth -------------------------------------------------------------------------------------------------

/** The youngest age at which a person may sign a postpaid agreement. */
export const MINIMUM_AGE = 18;

/** A calendar day. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A day of the given date in local time, as the customer's calendar shows it. */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** Whole years from `birth` to `today`: a birthday counts from its day (29 February from 1 March). */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const years = today.year - birth.year;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return beforeBirthday ? years - 1 : years;
}

/**
 * A date of birth typed as MM/DD/YYYY (or MM-DD-YYYY, or ISO YYYY-MM-DD): a real day, the person 18 or older on
 * `today` and not over 120. The value is the ISO date.
 */
export function checkDateOfBirth(input: unknown, today: CalendarDay): FieldCheck {
  const text = cleanText(input);
  if (text === '') return fail('required');
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const birth: CalendarDay | undefined = us
    ? { month: Number(us[1]), day: Number(us[2]), year: Number(us[3]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : undefined;
  if (!birth || !isRealDay(birth)) return fail('date');
  const age = ageOn(birth, today);
  if (age < 0) return fail('date');
  if (age < MINIMUM_AGE) return fail('underage');
  if (age > 120) return fail('tooOld');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return ok(`${pad(birth.year, 4)}-${pad(birth.month)}-${pad(birth.day)}`);
}

// Social Security number ----------------------------------------------------------------------------------------

/**
 * A Social Security number: nine digits (dashes and spaces allowed) with an area that is not 000, 666 or 900 to
 * 999, a group that is not 00 and a serial that is not 0000. The value is the nine digits; it is private and must
 * never be logged, stored or sent anywhere but the credit check.
 */
export function checkSsn(input: unknown): FieldCheck {
  const digits = digitsOf(input);
  if (digits === '') return fail('required');
  if (digits.length !== 9 || (typeof input === 'string' && /[^\d\s-]/.test(input))) return fail('ssnLength');
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return fail('ssnArea');
  if (digits.slice(3, 5) === '00') return fail('ssnGroup');
  if (digits.slice(5) === '0000') return fail('ssnSerial');
  return ok(digits);
}

/** An SSN as it may be shown back: only the last four digits, `•••-••-1111`. */
export function maskSsn(ssn: string): string {
  const digits = digitsOf(ssn);
  return `•••-••-${digits.slice(-4).padStart(4, '•')}`;
}

// Payment card --------------------------------------------------------------------------------------------------

/** The card brands the payment service takes. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn (mod 10) check of a string of digits; also the check of a gift card number and an IMEI. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const BRAND_RULES: readonly { brand: CardBrand; prefix: RegExp; lengths: readonly number[] }[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { brand: 'discover', prefix: /^(?:6011|64[4-9]|65)/, lengths: [16, 17, 18, 19] },
];

/** The brand of a card from its first digits (what it starts with, however long), if one the service takes. */
export function cardBrandOf(input: string): CardBrand | undefined {
  const digits = digitsOf(input);
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand;
}

/**
 * A payment card number: digits (spaces and dashes allowed) of a brand the service takes (Visa, Mastercard,
 * American Express, Discover), of that brand's length, passing the Luhn check. The value is the digits; it is
 * private: it goes to the payment service to be tokenized and nowhere else.
 */
export function checkCardNumber(input: unknown): FieldCheck<{ readonly digits: string; readonly brand: CardBrand }> {
  const digits = digitsOf(input);
  if (digits === '') return fail('required');
  if (typeof input === 'string' && /[^\d\s-]/.test(input)) return fail('cardLength');
  const rule = BRAND_RULES.find((r) => r.prefix.test(digits));
  if (!rule) return digits.length < 12 || digits.length > 19 ? fail('cardLength') : fail('cardBrand');
  if (!rule.lengths.includes(digits.length)) return fail('cardLength');
  if (!luhnValid(digits)) return fail('cardChecksum');
  return ok({ digits, brand: rule.brand });
}

/** A card number in the groups printed on the card: 4-6-5 for American Express, fours for the others. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, 19);
  const groups = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The last four digits of a card, as a receipt shows it. */
export function lastFour(digits: string): string {
  return digitsOf(digits).slice(-4);
}

/** A month of a card's expiry. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/**
 * A card's expiry typed as MM/YY or MM/YYYY: a month 1 to 12, not past (a card is good through the last day of
 * its month) and not more than 20 years ahead.
 */
export function checkExpiry(input: unknown, today: CalendarDay): FieldCheck<CardExpiry> {
  const text = cleanText(input).replace(/\s/g, '');
  if (text === '') return fail('required');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(text);
  if (!match) return fail('expiryFormat');
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return fail('expiryMonth');
  const months = (year - today.year) * 12 + (month - today.month);
  if (months < 0) return fail('expiryPast');
  if (months > 20 * 12) return fail('expiryTooFar');
  return ok({ month, year });
}

/** An expiry as printed on a card: `MM/YY`, from what has been typed so far. */
export function formatExpiry(input: string): string {
  const text = input.replace(/\s/g, '');
  const full = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (full) return `${full[1]!.padStart(2, '0')}/${full[2]!.slice(-2)}`;
  const digits = digitsOf(text);
  if (digits.length === 4 || digits.length === 6) return `${digits.slice(0, 2)}/${digits.slice(-2)}`;
  return input;
}

/** The length of a card's security code: four digits on the front of an American Express card, three elsewhere. */
export function cvvLength(brand: CardBrand | undefined): number {
  return brand === 'amex' ? 4 : 3;
}

/** A card's security code, of its brand's length. Private, like the card number. */
export function checkCvv(input: unknown, brand: CardBrand | undefined): FieldCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return fail('required');
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(text) ? ok(text) : fail('cvvLength');
}

// Gift card -----------------------------------------------------------------------------------------------------

/** A gift card of the carrier: sixteen digits beginning 6006 (spaces allowed). */
export function checkGiftCardNumber(input: unknown): FieldCheck {
  const digits = digitsOf(input);
  if (digits === '') return fail('required');
  if (typeof input === 'string' && /[^\d\s-]/.test(input)) return fail('giftCardNumber');
  return digits.length === 16 && digits.startsWith('6006') ? ok(digits) : fail('giftCardNumber');
}

/** A gift card's PIN: four digits. */
export function checkGiftCardPin(input: unknown): FieldCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return fail('required');
  return /^\d{4}$/.test(text) ? ok(text) : fail('giftCardPin');
}

// Port-in -------------------------------------------------------------------------------------------------------

/** The account number at the customer's old carrier: 4 to 20 letters and digits (spaces and dashes dropped). */
export function checkPortInAccount(input: unknown): FieldCheck {
  const text = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (text === '') return fail('required');
  return /^[A-Za-z0-9]{4,20}$/.test(text) ? ok(text.toUpperCase()) : fail('accountNumber');
}

/** The account or transfer PIN at the old carrier: 4 to 10 digits. Private: sent with the port-in request only. */
export function checkPortInPin(input: unknown): FieldCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return fail('required');
  return /^\d{4,10}$/.test(text) ? ok(text) : fail('accountPin');
}

/** The billing ZIP of the old carrier's account: five digits. */
export function checkBillingZip(input: unknown): FieldCheck {
  const text = cleanText(input);
  if (text === '') return fail('required');
  return /^\d{5}$/.test(text) ? ok(text) : fail('zip');
}

/**
 * A prepaid account's new PIN: 4 digits, and not one that is guessed first (one digit four times, or four digits in
 * a row up or down: 1111, 1234, 4321). Private: sent with the order only, never kept or logged.
 * @example checkAccountPin('2580') // { ok: true, value: '2580' }
 */
export function checkAccountPin(input: unknown): FieldCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return fail('required');
  if (!/^\d{4}$/.test(text)) return fail('accountPin');
  const steps = [1, 2, 3].map((i) => Number(text[i]) - Number(text[i - 1]));
  const run = steps.every((step) => step === steps[0]) && Math.abs(steps[0] ?? 0) <= 1;
  return run ? fail('accountPinWeak') : ok(text);
}

import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkAccountPin,
  cardBrandOf,
  checkAddress,
  checkBillingZip,
  checkCardNumber,
  checkCvv,
  checkDateOfBirth,
  checkE911Address,
  checkEmail,
  checkExpiry,
  checkGiftCardNumber,
  checkGiftCardPin,
  checkName,
  checkPhone,
  checkPortInAccount,
  checkPortInPin,
  checkSsn,
  checkState,
  checkZip,
  fieldErrorsOf,
  formatCardNumber,
  formatExpiry,
  formatPhone,
  luhnValid,
  maskSsn,
  type FieldCheck,
} from '../fields.js';
import { stateOfZip } from '../zip-states.js';

const TODAY = { year: 2026, month: 11, day: 24 };
const errorOf = (check: FieldCheck<unknown>) => (check.ok ? 'ok' : check.error);

describe('names: letters of any alphabet, with spaces, hyphens, apostrophes and periods between them, 40 at most', () => {
  it.each([
    ['Paula', 'Paula'],
    ['  José   María ', 'José María'],
    ["O'Brien", "O'Brien"],
    ['Smith-Jones', 'Smith-Jones'],
    ['St. John', 'St. John'],
    ['Nguyễn', 'Nguyễn'],
    ['Jr.', 'Jr.'],
  ])('%j is the name %j', (input, name) => {
    expect(checkName(input)).toEqual({ ok: true, value: name });
  });
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['A'.repeat(41), 'tooLong'],
    ['R2D2', 'invalidCharacters'],
    ['<script>', 'invalidCharacters'],
    ['-Ann', 'invalidCharacters'],
    ['Ann--', 'invalidCharacters'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkName(input))).toBe(error);
  });
});

describe('email: one @, a local part of 64 at most, a domain ending in a top-level domain of two letters or more', () => {
  it.each([
    ['paula.postpay@example.com', 'paula.postpay@example.com'],
    [' Paula+orders@Mail.Example.COM ', 'Paula+orders@mail.example.com'],
  ])('%j is the address %j', (input, email) => {
    expect(checkEmail(input)).toEqual({ ok: true, value: email });
  });
  it.each([
    ['', 'required'],
    ['paula', 'email'],
    ['paula@', 'email'],
    ['@example.com', 'email'],
    ['paula@example', 'email'],
    ['paula@@example.com', 'email'],
    ['pa ula@example.com', 'email'],
    ['.paula@example.com', 'email'],
    ['pa..ula@example.com', 'email'],
    ['paula@-example.com', 'email'],
    [`${'a'.repeat(65)}@example.com`, 'email'],
    [`a@${'b'.repeat(250)}.com`, 'tooLong'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkEmail(input))).toBe(error);
  });
});

describe('contact phone (NANP): ten digits, area code and exchange starting 2-9 and not N11', () => {
  it.each([
    ['2015550123', '2015550123'],
    ['(201) 555-0123', '2015550123'],
    ['+1 201 555 0123', '2015550123'],
    ['1-201-555-0123', '2015550123'],
  ])('%j is %s', (input, digits) => {
    expect(checkPhone(input)).toEqual({ ok: true, value: digits });
  });
  it.each([
    ['', 'required'],
    ['555-0123', 'phoneLength'],
    ['20155501234', 'phoneLength'],
    ['1015550123', 'phoneAreaCode'],
    ['0015550123', 'phoneAreaCode'],
    ['4115550123', 'phoneAreaCode'],
    ['2011550123', 'phoneExchange'],
    ['2019110123', 'phoneExchange'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkPhone(input))).toBe(error);
  });
  it('a phone number is shown as (201) 555-0123', () => {
    expect(formatPhone('+1 201-555-0123')).toBe('(201) 555-0123');
    expect(formatPhone('555')).toBe('555');
  });
});

describe('US address: a street line, a city, a state and a ZIP or ZIP+4', () => {
  const address = { line1: '350 5th Ave', line2: 'Apt 4B', city: 'New York', state: 'ny', zip: '10118' };
  it('a complete address is accepted, the state upper-cased', () => {
    expect(checkAddress(address)).toEqual({
      ok: true,
      value: { line1: '350 5th Ave', line2: 'Apt 4B', city: 'New York', state: 'NY', zip: '10118' },
      errors: {},
    });
  });
  it("an address's state agrees with its ZIP: New York, CA 10001 is refused on the state, the ZIP's own state accepted", () => {
    const checked = checkAddress({ ...address, state: 'CA', zip: '10001' });
    expect(checked.ok).toBe(false);
    expect(checked.errors).toEqual({ state: 'stateZip' });
    expect(checkAddress({ ...address, state: 'NY', zip: '10001-1234' }).ok).toBe(true);
    expect(checkAddress({ ...address, city: 'Jersey City', state: 'NJ', zip: '07302' }).ok).toBe(true);
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('90210')).toBe('CA');
    // A ZIP code no state has (000) says nothing about the state.
    expect(checkAddress({ ...address, state: 'NY', zip: '00012' }).errors).toEqual({});
  });
  it('each field names its own error', () => {
    const checked = checkAddress({ line1: '', city: '9 Elms', state: 'XX', zip: '1234' });
    expect(checked.ok).toBe(false);
    expect(checked.errors).toEqual({ line1: 'required', city: 'city', state: 'state', zip: 'zip' });
  });
  it.each([
    ['10001', '10001'],
    ['10001-1234', '10001-1234'],
    ['100011234', '10001-1234'],
    ['10001 1234', '10001-1234'],
  ])('ZIP %j is %s', (input, zip) => {
    expect(checkZip(input)).toEqual({ ok: true, value: zip });
  });
  it.each(['1000', '100011', '10001-12', 'ABCDE', '10001-12345'])('ZIP %j is refused', (input) => {
    expect(errorOf(checkZip(input))).toBe('zip');
  });
  it.each(['NY', 'dc', 'PR'])('state %j is a state', (input) => {
    expect(checkState(input).ok).toBe(true);
  });
  it.each(['', 'XX', 'New York'])('state %j is not', (input) => {
    expect(checkState(input).ok).toBe(false);
  });
  it('a post-office box may receive a shipment but is not an emergency (e911) address', () => {
    const box = { ...address, line1: 'P.O. Box 123', line2: '' };
    expect(checkAddress(box).ok).toBe(true);
    expect(checkE911Address(box).errors).toEqual({ line1: 'poBox' });
    expect(checkE911Address({ ...address, line1: 'PO Box 9' }).ok).toBe(false);
    expect(checkE911Address({ ...address, line1: '12 Boxwood Lane' }).ok).toBe(true);
  });
});

describe('date of birth: a real day, 18 or older', () => {
  it.each([
    ['11/24/2008', '2008-11-24'],
    ['1/5/1980', '1980-01-05'],
    ['1980-01-05', '1980-01-05'],
    ['02/29/2000', '2000-02-29'],
  ])('%j is %s', (input, iso) => {
    expect(checkDateOfBirth(input, TODAY)).toEqual({ ok: true, value: iso });
  });
  it.each([
    ['', 'required'],
    ['11/25/2008', 'underage'],
    ['01/01/2020', 'underage'],
    ['02/30/1990', 'date'],
    ['02/29/2001', 'date'],
    ['13/01/1990', 'date'],
    ['01/01/2030', 'date'],
    ['yesterday', 'date'],
    ['01/01/1900', 'tooOld'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkDateOfBirth(input, TODAY))).toBe(error);
  });
  it('a birthday on 29 February counts from 1 March in other years', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});

describe('SSN: rejects area 000, 666 and 900-999, group 00 and serial 0000', () => {
  it.each([
    ['123-45-1111', '123451111'],
    ['123 45 6789', '123456789'],
    ['899451111', '899451111'],
  ])('%j is %s', (input, digits) => {
    expect(checkSsn(input)).toEqual({ ok: true, value: digits });
  });
  it.each([
    ['', 'required'],
    ['123-45-111', 'ssnLength'],
    ['123-45-11111', 'ssnLength'],
    ['123-45-111a', 'ssnLength'],
    ['000-45-1111', 'ssnArea'],
    ['666-45-1111', 'ssnArea'],
    ['900-45-1111', 'ssnArea'],
    ['999-45-1111', 'ssnArea'],
    ['123-00-1111', 'ssnGroup'],
    ['123-45-0000', 'ssnSerial'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkSsn(input))).toBe(error);
  });
  it('an SSN is shown back with its last four digits only', () => {
    expect(maskSsn('123451111')).toBe('•••-••-1111');
  });
});

describe('card number: Luhn, the brand from the number, the brand’s length', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555-5555-5555-4444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['4000000000000002', 'visa'],
  ])('%j is a %s card', (input, brand) => {
    const checked = checkCardNumber(input);
    expect(checked.ok && checked.value.brand).toBe(brand);
  });
  it.each([
    ['', 'required'],
    ['4111 1111 1111 1112', 'cardChecksum'],
    ['41111111111', 'cardLength'],
    ['37828224631000', 'cardLength'],
    ['9111111111111111', 'cardBrand'],
    ['4111-1111-1111-111x', 'cardLength'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkCardNumber(input))).toBe(error);
  });
  it('the brand shows from the first digits, before the number is complete', () => {
    expect(cardBrandOf('37')).toBe('amex');
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('2720')).toBe('mastercard');
    expect(cardBrandOf('1')).toBeUndefined();
  });
  it('a card number is grouped as printed: 4-6-5 for American Express, fours for the others', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
  });
  it('the Luhn check', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('expiry: a month 1-12, not past (good through the end of its month)', () => {
  it.each([
    ['11/26', { month: 11, year: 2026 }],
    ['1126', { month: 11, year: 2026 }],
    ['01/2031', { month: 1, year: 2031 }],
  ])('%j is good', (input, expiry) => {
    expect(checkExpiry(input, TODAY)).toEqual({ ok: true, value: expiry });
  });
  it.each([
    ['', 'required'],
    ['10/26', 'expiryPast'],
    ['12/25', 'expiryPast'],
    ['13/27', 'expiryMonth'],
    ['00/27', 'expiryMonth'],
    ['12/2047', 'expiryTooFar'],
    ['1/2/3', 'expiryFormat'],
  ])('%j is refused: %s', (input, error) => {
    expect(errorOf(checkExpiry(input, TODAY))).toBe(error);
  });
  it('an expiry is shown as MM/YY', () => {
    expect(formatExpiry('1/2027')).toBe('01/27');
    expect(formatExpiry('1127')).toBe('11/27');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('CVV by brand: four digits for American Express, three for the others', () => {
  it.each([
    ['123', 'visa', 'ok'],
    ['1234', 'amex', 'ok'],
    ['123', 'amex', 'cvvLength'],
    ['1234', 'visa', 'cvvLength'],
    ['12a', 'mastercard', 'cvvLength'],
    ['', 'visa', 'required'],
  ] as const)('%j on a %s card: %s', (input, brand, result) => {
    expect(errorOf(checkCvv(input, brand))).toBe(result);
  });
});

describe('gift card: sixteen digits beginning 6006, and a four-digit PIN', () => {
  it.each([
    ['6006 4912 3456 7890', 'ok'],
    ['6006490000000000', 'ok'],
    ['', 'required'],
    ['600649123456789', 'giftCardNumber'],
    ['4111111111111111', 'giftCardNumber'],
  ])('card %j: %s', (input, result) => {
    expect(errorOf(checkGiftCardNumber(input))).toBe(result);
  });
  it.each([
    ['1234', 'ok'],
    ['', 'required'],
    ['123', 'giftCardPin'],
    ['12345', 'giftCardPin'],
  ])('PIN %j: %s', (input, result) => {
    expect(errorOf(checkGiftCardPin(input))).toBe(result);
  });
});

describe('port-in: the old carrier’s account number, PIN and billing ZIP', () => {
  it.each([
    ['123456789', 'ok'],
    ['ab-12 34', 'ok'],
    ['', 'required'],
    ['123', 'accountNumber'],
    ['1234567890123456789012', 'accountNumber'],
    ['1234$', 'accountNumber'],
  ])('account %j: %s', (input, result) => {
    expect(errorOf(checkPortInAccount(input))).toBe(result);
  });
  it.each([
    ['1234', 'ok'],
    ['1234567890', 'ok'],
    ['', 'required'],
    ['123', 'accountPin'],
    ['12345678901', 'accountPin'],
    ['12a4', 'accountPin'],
  ])('PIN %j: %s', (input, result) => {
    expect(errorOf(checkPortInPin(input))).toBe(result);
  });
  it.each([
    ['07030', 'ok'],
    ['', 'required'],
    ['0703', 'zip'],
    ['07030-1234', 'zip'],
  ])('billing ZIP %j: %s', (input, result) => {
    expect(errorOf(checkBillingZip(input))).toBe(result);
  });
});

describe('fieldErrorsOf: the failed checks of a form, by field', () => {
  it('names each failed field with its code, in the order given, and nothing for a passed one', () => {
    expect(fieldErrorsOf({ email: checkEmail('paula@'), phone: checkPhone('2015550188'), zip: checkZip('1') })).toEqual(
      {
        email: 'email',
        zip: 'zip',
      },
    );
    expect(fieldErrorsOf({ email: checkEmail('paula@example.com') })).toEqual({});
  });
});

describe('checkAccountPin (the prepaid account PIN)', () => {
  it('takes 4 digits', () => {
    expect(checkAccountPin(' 2580 ')).toEqual({ ok: true, value: '2580' });
    expect(checkAccountPin('0907')).toEqual({ ok: true, value: '0907' });
  });

  it('refuses an empty PIN, and one that is not 4 digits', () => {
    expect(checkAccountPin('')).toEqual({ ok: false, error: 'required' });
    expect(checkAccountPin('258')).toEqual({ ok: false, error: 'accountPin' });
    expect(checkAccountPin('25801')).toEqual({ ok: false, error: 'accountPin' });
    expect(checkAccountPin('25a0')).toEqual({ ok: false, error: 'accountPin' });
    expect(checkAccountPin(2580)).toEqual({ ok: false, error: 'required' });
  });

  it('refuses a PIN guessed first: one digit four times, or four in a row up or down', () => {
    for (const pin of ['1111', '0000', '1234', '4321', '6789', '3210'])
      expect(checkAccountPin(pin), pin).toEqual({ ok: false, error: 'accountPinWeak' });
    for (const pin of ['1357', '1235', '9753']) expect(checkAccountPin(pin).ok, pin).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  PHONE_MAX_DIGITS,
  buildPortInEligibilityRequest,
  evaluatePortInEligibility,
  formatPhoneNumber,
  hasMinimumPhoneLength,
  isNorthAmericanNumber,
  maskPhoneNumber,
  phoneErrorLabelKey,
  toPhoneServiceValue,
  validatePhoneNumber,
} from '../index.js';

describe('phone number display (spec 5.1)', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['201', '201'],
    ['2015', '201-5'],
    ['201555', '201-555'],
    ['2015550', '201-555-0'],
    ['2015550123', '201-555-0123'],
    ['(201) 555.0123', '201-555-0123'],
    ['201-555-0123', '201-555-0123'],
    ['xxxxxx0123', 'xxx-xxx-0123'],
    ['XXX-XXX-0123', 'xxx-xxx-0123'],
  ])('is normalised to dashed format 3-3-4 (an x is allowed): %j -> %j', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });

  it('keeps at most the max length of 10 digits', () => {
    expect(PHONE_MAX_DIGITS).toBe(10);
    expect(formatPhoneNumber('201555012399')).toBe('201-555-0123');
  });

  it('drops a pasted leading country code 1 or +1 rather than cutting the last digit', () => {
    expect(formatPhoneNumber('+1 (201) 555-0123')).toBe('201-555-0123');
    expect(formatPhoneNumber('12015550123')).toBe('201-555-0123');
  });

  it('masks all but the last four digits for display', () => {
    expect(maskPhoneNumber('201-555-0123')).toBe('xxx-xxx-0123');
  });
});

describe('phone number rules (spec 5.1)', () => {
  it('is valid only if at least 10 characters remain after removing dots', () => {
    expect(hasMinimumPhoneLength('201.555.0123')).toBe(true);
    expect(hasMinimumPhoneLength('201.555.012')).toBe(false);
    expect(hasMinimumPhoneLength('2015550123')).toBe(true);
  });

  it('is sent to the service without dashes', () => {
    expect(toPhoneServiceValue('201-555-0123')).toBe('2015550123');
  });

  it.each([
    ['2015550123', true],
    ['12015550123', true],
    ['+12015550123', true],
    ['1015550123', false], // area code starts 1
    ['0015550123', false], // area code starts 0
    ['2011550123', false], // exchange code starts 1
    ['2010550123', false], // exchange code starts 0
    ['201555012', false],
    ['+22015550123', false],
    ['xxxxxx0123', false],
  ])(
    'must match a North American number pattern (area and exchange codes start 2-9, optional 1 or +1): %s',
    (n, ok) => {
      expect(isNorthAmericanNumber(n)).toBe(ok);
    },
  );

  it('gives NumberRequired for empty', () => {
    expect(validatePhoneNumber('')).toEqual({ valid: false, error: 'PHONE_REQUIRED' });
    expect(validatePhoneNumber('  -- ')).toEqual({ valid: false, error: 'PHONE_REQUIRED' });
    expect(phoneErrorLabelKey('PHONE_REQUIRED')).toBe('NumberRequired');
  });

  it('gives InvalidNumber (INVALID_PHONE_NUMBER) for a number too short or off the pattern', () => {
    expect(validatePhoneNumber('201-555-012')).toEqual({ valid: false, error: 'INVALID_PHONE_NUMBER' });
    expect(validatePhoneNumber('101-555-0123')).toEqual({ valid: false, error: 'INVALID_PHONE_NUMBER' });
    expect(phoneErrorLabelKey('INVALID_PHONE_NUMBER')).toBe('InvalidNumber');
  });

  it('accepts a valid number and gives its dash-free service value', () => {
    expect(validatePhoneNumber('201-555-0123')).toEqual({ valid: true, serviceValue: '2015550123' });
  });

  it('builds the portin-eligibility payload with an empty npanxx and the mdn', () => {
    expect(buildPortInEligibilityRequest('201-555-0123')).toEqual({ npanxx: '', mdn: '2015550123' });
  });
});

describe('port-in eligibility (spec 5.1, 3.10, 8.5)', () => {
  it('requires portEligibilityInd equal to Y and no error code', () => {
    expect(evaluatePortInEligibility({ data: { portEligibilityInd: 'Y' } })).toEqual({ eligible: true });
    expect(evaluatePortInEligibility({ data: { portEligibilityInd: 'Y' }, errors: [] })).toEqual({ eligible: true });
  });

  it.each([
    ['indicator N', { data: { portEligibilityInd: 'N' } }],
    ['no indicator', { data: {} }],
    ['lower-case y', { data: { portEligibilityInd: 'y' } }],
    ['Y with errors.errorCode', { data: { portEligibilityInd: 'Y' }, errors: { errorCode: 'PE-01' } }],
    [
      'Y with errors[0].id',
      { data: { portEligibilityInd: 'Y' }, errors: [{ id: '7001', message: 'Number is with another account' }] },
    ],
  ])('otherwise the error is INVALID_NUMBER_EXIST: %s', (_name, response) => {
    expect(evaluatePortInEligibility(response)).toMatchObject({ eligible: false, error: 'INVALID_NUMBER_EXIST' });
  });

  it('keeps the service error id and message for analytics', () => {
    expect(
      evaluatePortInEligibility({
        data: { portEligibilityInd: 'N' },
        errors: [{ id: '7001', message: 'Number is with another account' }],
      }),
    ).toEqual({
      eligible: false,
      error: 'INVALID_NUMBER_EXIST',
      serviceErrorId: '7001',
      serviceMessage: 'Number is with another account',
    });
  });

  it('treats an answer that is not a service response as SYSTEM_ERROR', () => {
    expect(evaluatePortInEligibility('<html>')).toEqual({ eligible: false, error: 'SYSTEM_ERROR' });
    expect(evaluatePortInEligibility(null)).toEqual({ eligible: false, error: 'SYSTEM_ERROR' });
  });

  it('maps each phone error to its content label', () => {
    expect(phoneErrorLabelKey('INVALID_NUMBER_EXIST')).toBe('PortinValid');
    expect(phoneErrorLabelKey('SYSTEM_ERROR')).toBe('FNF_SYSTEM_ERROR');
  });
});

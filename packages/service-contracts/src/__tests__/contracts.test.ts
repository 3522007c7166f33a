import { describe, expect, it } from 'vitest';
import {
  ClientLogRecord,
  PortInEligibilityRequest,
  ValidPromoContent,
  ValidateFnfRedemptionCodeRequest,
  check,
  deviceName,
} from '../index.js';

describe('validateFnfRedemptionCode payload (spec 7.3)', () => {
  it('accepts promotionCode, promotionSourceSystem WIRELESS and promotionType FRIENDS_FAMILY', () => {
    const body = { promotionCode: 'FNF2026', promotionSourceSystem: 'WIRELESS', promotionType: 'FRIENDS_FAMILY' };
    expect(check(ValidateFnfRedemptionCodeRequest, body)).toEqual({ ok: true, value: body });
  });

  it('explains what is wrong with a malformed body', () => {
    const result = check(ValidateFnfRedemptionCodeRequest, { promotionCode: '', promotionType: 'OTHER' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('promotionCode: is required');
      expect(result.message).toContain('promotionSourceSystem');
      expect(result.message).toContain('promotionType');
    }
  });

  it('names each field that is wrong and why', () => {
    expect(check(ValidateFnfRedemptionCodeRequest, { promotionCode: 7, promotionType: 'OTHER' })).toEqual({
      ok: false,
      message:
        'promotionCode: expected string, got number; promotionSourceSystem: is required; promotionType: expected "FRIENDS_FAMILY"',
    });
  });

  it('rejects a body that is not an object', () => {
    expect(check(ValidateFnfRedemptionCodeRequest, 'FNF2026')).toEqual({
      ok: false,
      message: 'body: expected object, got string',
    });
  });
});

describe('portin-eligibility payload (spec 7.3)', () => {
  it('takes npanxx (empty) and a 10-digit mdn', () => {
    expect(check(PortInEligibilityRequest, { npanxx: '', mdn: '2015550123' }).ok).toBe(true);
  });

  it('rejects an mdn with dashes or letters', () => {
    expect(check(PortInEligibilityRequest, { npanxx: '', mdn: '201-555-0123' })).toEqual({
      ok: false,
      message: 'mdn: must be 10 digits, optionally after 1 or +1',
    });
  });
});

describe('client log record (spec 3.6)', () => {
  it('needs a messageType and keeps only known fields', () => {
    expect(check(ClientLogRecord, { errorMessage: 'x' }).ok).toBe(false);
    expect(check(ClientLogRecord, { messageType: 'ERROR', errorMessage: 'x', extra: 1 })).toEqual({
      ok: true,
      value: { messageType: 'ERROR', errorMessage: 'x' },
    });
  });
});

describe('validPromo content (spec 3.10)', () => {
  it('has a section of text labels for each page', () => {
    expect(
      check(ValidPromoContent, { promoPage: { buttonText: 'Apply' }, numberPage: { buttonText: 'Continue' } }).ok,
    ).toBe(true);
    expect(check(ValidPromoContent, { promoPage: { buttonText: 1 }, numberPage: {} }).ok).toBe(false);
    expect(check(ValidPromoContent, { promoPage: {} }).ok).toBe(false);
  });
});

describe('deviceName', () => {
  it.each([
    [{ maker: 'Google', model: 'Pixel 10' }, 'Google Pixel 10'],
    [{ maker: 'OnePlus', model: 'OnePlus 13' }, 'OnePlus 13'],
    [{ maker: 'TCL', model: 'TCL 60 XE NxtPaper 5G' }, 'TCL 60 XE NxtPaper 5G'],
    [{ maker: 'Motorola', model: 'moto g 2025' }, 'Motorola moto g 2025'],
    [{ maker: 'Apple', model: 'Applewood' }, 'Apple Applewood'],
  ])('product names never repeat the maker: %j is %j', (device, name) => {
    expect(deviceName(device)).toBe(name);
  });
});

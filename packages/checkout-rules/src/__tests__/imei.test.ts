import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImei } from '../index.js';

describe('the IMEI is checked before it is sent', () => {
  it.each([
    ['356938035643809', { ok: true, imei: '356938035643809' }],
    ['35 693803 564380 9', { ok: true, imei: '356938035643809' }],
    ['35-693803-564380-9', { ok: true, imei: '356938035643809' }],
    ['', { ok: false, error: 'required' }],
    ['   ', { ok: false, error: 'required' }],
    ['35693803564380', { ok: false, error: 'length' }],
    ['3569380356438090', { ok: false, error: 'length' }],
    ['35693803564380x', { ok: false, error: 'length' }],
    ['356938035643800', { ok: false, error: 'checksum' }],
  ])('%j is %j', (input, result) => expect(checkImei(input)).toEqual(result));

  it('changing any one digit of a valid IMEI is caught by its check digit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const imei = '356938035643809'.split('');
        imei[at] = String((Number(imei[at]) + by) % 10);
        return !checkImei(imei.join('')).ok;
      }),
    );
  });
});

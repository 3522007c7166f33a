import { HttpError } from '@carrier/http-client';
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../problems.js';
import { toCallError } from '../services.js';
import { serviceFieldErrors, summaryOf } from '../form.js';
import { en } from '../strings/en.js';

const httpError = (status: number, data: unknown, kind: 'http' | 'network' | 'timeout' = 'http') =>
  new HttpError({ kind, method: 'POST', url: '/soe/digital/x', status, data });

describe('a failed checkout call, as the pages explain it', () => {
  it('a refusal keeps the service’s id and words, and is not tried again as it is', () => {
    const declined = toCallError(
      httpError(402, { errors: [{ id: 'CARD_DECLINED', message: 'Your card was declined. Use another card.' }] }),
    );
    expect(declined).toMatchObject({ id: 'CARD_DECLINED', message: 'Your card was declined. Use another card.' });
    expect(declined.retryable).toBe(false);
  });

  it('no answer, a 500, 502, 503 or 504 is an outcome not known: the same request may be sent again', () => {
    for (const error of [httpError(0, undefined, 'network'), httpError(0, undefined, 'timeout'), httpError(504, {})])
      expect(toCallError(error).retryable).toBe(true);
    expect(toCallError(httpError(500, { errors: [{ id: 'PAYMENT_SYSTEM_ERROR' }] })).retryable).toBe(true);
    expect(toCallError(httpError(0, undefined, 'network')).id).toBe('NETWORK');
  });

  it('a card the payment service could not encrypt (PIE_ENCRYPTION) is said in the store’s words: typed again, nothing charged', () => {
    const failed = toCallError(httpError(500, { errors: [{ id: 'PIE_ENCRYPTION', message: 'Encryption failed' }] }));
    expect(problemMessage(failed, en)).toBe(en.cardNotSecured);
    expect(en.cardNotSecured).toMatch(/Enter the card again/);
  });

  it('each field the service names comes back by the form’s own field names, with its rule', () => {
    const failed = toCallError(
      httpError(400, {
        errors: [
          { id: 'FIELD_INVALID', name: 'address.zip', errorCode: 'zip' },
          { id: 'FIELD_INVALID', name: 'email', errorCode: 'email' },
        ],
      }),
    );
    expect(serviceFieldErrors(failed.fields, ['email', 'zip'] as const)).toEqual({ zip: 'zip', email: 'email' });
  });

  it('a suggestion that is not an address is dropped', () => {
    const failed = toCallError(
      httpError(400, { errors: [{ id: 'ADDRESS_NOT_FOUND' }], data: { suggestions: [{ line1: 1 }, '<b>'] } }),
    );
    expect(failed.suggestions).toEqual([]);
  });

  it('an address that cannot be found carries its suggestions', () => {
    const suggestion = { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' };
    const failed = toCallError(
      httpError(400, {
        errors: [{ id: 'ADDRESS_NOT_FOUND', message: 'We could not find this address.' }],
        data: { suggestions: [suggestion] },
      }),
    );
    expect(failed.suggestions).toEqual([suggestion]);
  });

  it('a malformed error body is still a clear failure, never a crash', () => {
    for (const data of [null, 'oops', { errors: 'no' }, { errors: [null] }, { errors: [{ id: 7, name: 3 }] }])
      expect(() => toCallError(httpError(400, data))).not.toThrow();
  });
});

describe('the error summary', () => {
  it('lists the fields in the form’s order, each with its label and what to do, linked by the field’s id', () => {
    const items = summaryOf({ zip: 'zip', email: 'email' }, ['email', 'zip'] as const, en.fieldErrors, {
      email: 'Email',
      zip: 'ZIP code',
    });
    expect(items).toEqual([
      { id: 'field-email', message: 'Email: Enter an email like name@example.com.' },
      { id: 'field-zip', message: 'ZIP code: Enter a 5-digit ZIP code, or ZIP+4.' },
    ]);
  });
});

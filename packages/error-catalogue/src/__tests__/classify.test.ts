import { HttpError } from '@carrier/http-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATEGORIES, ERROR_CLASSES, ERROR_SUFFIXES, classify, isScriptLoadError } from '../index.js';

const http = (init: Partial<ConstructorParameters<typeof HttpError>[0]>) =>
  new HttpError({
    kind: 'http',
    method: 'POST',
    url: '/soe/digital/cartservice/cart/add-device',
    status: 400,
    ...init,
  });

describe('error classes, suffixes and categories (spec 8.1)', () => {
  it('are the ones the spec names', () => {
    expect(ERROR_CLASSES).toEqual([
      'FeError',
      'globalScriptError',
      'componentScriptError',
      'scriptError',
      'vendorScriptError',
      'scriptLoadError',
    ]);
    expect(ERROR_SUFFIXES).toEqual(['IG', 'Network', 'Aborted', 'J', 'Pie', 'S', 'B']);
    expect(ERROR_CATEGORIES).toEqual(['BUSINESSERR', 'APPERR', 'UNKNW', 'UIError']);
  });
});

describe('classify(anything)', () => {
  it('a service error item (spec 3.6) is a FeError with suffix S and its own category', () => {
    expect(
      classify({
        id: '208',
        name: 'SCHEDULED',
        message: 'Order scheduled',
        errorCategory: 'BUSINESSERR',
        severity: 'HIGH',
        details: [{ lockedChannelID: 'RETAIL', issue: 'x' }],
      }),
    ).toEqual({
      errorClass: 'FeError',
      suffix: 'S',
      category: 'BUSINESSERR',
      name: 'SCHEDULED',
      message: 'Order scheduled',
      id: '208',
      severity: 'HIGH',
      lockedChannelIds: ['RETAIL'],
      issues: ['x'],
    });
  });

  it('an error item keeps its details[].issue, information_link and proactive chat request (spec 3.6)', () => {
    const record = classify(
      http({
        status: 400,
        data: {
          errors: [
            {
              id: 'ADDRESS_UNVERIFIED',
              message: 'We could not verify the address.',
              details: [
                { issue: 'The ZIP code does not match the city.' },
                { issue: '  ' },
                'noise',
                { issue: 'Use the USPS spelling.' },
              ],
              information_link: ' /support/address-help ',
              proactiveChatIndicator: 'Y',
              proactiveChatCustomMSG: 'Chat with us and we will fix the address together.',
            },
          ],
        },
      }),
    );
    expect(record).toMatchObject({
      issues: ['The ZIP code does not match the city.', 'Use the USPS spelling.'],
      informationLink: '/support/address-help',
      proactiveChat: { message: 'Chat with us and we will fix the address together.' },
    });
  });

  it('proactiveChatIndicator Y, true or yes asks for a chat offer; N, false or none does not', () => {
    for (const on of ['Y', 'true', 'yes', true])
      expect(classify({ id: '1', message: 'm', proactiveChatIndicator: on }).proactiveChat).toEqual({});
    for (const off of ['N', 'false', '', false, undefined])
      expect(classify({ id: '1', message: 'm', proactiveChatIndicator: off }).proactiveChat).toBeUndefined();
  });

  it('id 417 is an IG error, logged with the subtype serviceErrorIG', () => {
    expect(classify({ id: '417', message: 'Gateway' })).toMatchObject({ suffix: 'IG', subEventType: 'serviceErrorIG' });
  });

  it('id PIE_ENCRYPTION is a Pie error', () => {
    expect(classify({ id: 'PIE_ENCRYPTION', message: 'Encryption failed' })).toMatchObject({ suffix: 'Pie' });
  });

  it('a failed call with a service error body carries the call and the first error item', () => {
    const record = classify(
      http({
        status: 409,
        data: { errors: [{ id: '3000', message: 'Invalid Accessory Item Id', serviceErrMsg: 'raw' }] },
      }),
    );
    expect(record).toMatchObject({
      errorClass: 'FeError',
      suffix: 'S',
      id: '3000',
      message: 'Invalid Accessory Item Id',
      networkMessage: 'raw',
      statusCode: 409,
      method: 'POST',
      serviceUrl: '/soe/digital/cartservice/cart/add-device',
    });
  });

  it('an error item without a category of its own is BUSINESSERR, or APPERR from a failed server (HTTP 500 up)', () => {
    const item = { id: 'E1', message: 'No' };
    expect(classify(http({ status: 400, data: { errors: [item] } })).category).toBe('BUSINESSERR');
    expect(classify(http({ status: 500, data: { errors: [item] } })).category).toBe('APPERR');
    expect(classify(http({ status: 500, data: { errors: [{ ...item, errorCategory: 'UNKNW' }] } })).category).toBe(
      'UNKNW',
    );
  });

  it('a failed call without an error body is an HTTP_ERROR, or a SYSTEM_ERROR from 500 up', () => {
    expect(classify(http({ status: 404, data: '<html>' }))).toMatchObject({
      name: 'HTTP_ERROR',
      category: 'BUSINESSERR',
      statusCode: 404,
    });
    expect(classify(http({ status: 503 }))).toMatchObject({ name: 'SYSTEM_ERROR', category: 'APPERR' });
    expect(classify(http({ kind: 'parse', status: 200 }))).toMatchObject({ name: 'HTTP_ERROR', category: 'APPERR' });
  });

  it.each([
    ['network', 'Network', 'NetworkError'],
    ['timeout', 'Network', 'TimeoutError'],
    ['aborted', 'Aborted', 'AbortError'],
    ['stopped', 'Aborted', 'AbortError'],
  ] as const)('network errors, timeouts and aborts are categorised: %s -> %s', (kind, suffix, name) => {
    expect(classify(http({ kind, status: 0 }))).toMatchObject({ suffix, name, category: 'APPERR' });
  });

  it("'Request cancelled or aborted' is an Aborted error", () => {
    expect(classify(new Error('Request cancelled or aborted'))).toMatchObject({ suffix: 'Aborted' });
    expect(classify(new DOMException('The user aborted a request.', 'AbortError'))).toMatchObject({
      suffix: 'Aborted',
    });
  });

  it('a failed fetch is a Network error', () => {
    expect(classify(new TypeError('Failed to fetch'))).toMatchObject({ suffix: 'Network', category: 'APPERR' });
  });

  it('a chunk that failed to load is a scriptLoadError (B)', () => {
    expect(
      classify(new TypeError('Failed to fetch dynamically imported module: /sales/_app/dotcom/assets/PromoPage.js')),
    ).toMatchObject({
      errorClass: 'scriptLoadError',
      suffix: 'B',
    });
  });

  it('a page that must tell a chunk that failed to load before the catalogue is there tells it as classify does', () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: /assets/PromoPage.js'),
      Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
      new TypeError('Importing a module script failed.'),
    ];
    const others = [new TypeError('Failed to fetch'), new RangeError('bad index'), 'dynamically imported module', null];
    for (const error of failures)
      expect([isScriptLoadError(error), classify(error).errorClass]).toEqual([true, 'scriptLoadError']);
    for (const error of others) expect(isScriptLoadError(error)).toBe(false);
  });

  it.each([
    ['global', 'globalScriptError'],
    ['component', 'componentScriptError'],
    ['caught', 'scriptError'],
    [undefined, 'scriptError'],
  ] as const)('a script error caught %s is a %s (J)', (origin, errorClass) => {
    expect(classify(new RangeError('bad index'), origin)).toMatchObject({
      errorClass,
      suffix: 'J',
      category: 'UIError',
      name: 'RangeError',
    });
  });

  it("'Script error.' is vendor noise", () => {
    expect(classify('Script error.')).toMatchObject({ errorClass: 'vendorScriptError' });
    expect(classify({ message: 'Script error.', filename: '', lineno: 0 })).toMatchObject({
      errorClass: 'vendorScriptError',
    });
    expect(classify(new Error('Script error.'))).toMatchObject({ errorClass: 'vendorScriptError' });
  });

  it('a window error event is a globalScriptError, with its error when it has one', () => {
    expect(classify({ message: 'x is undefined', filename: 'app.js', lineno: 12 })).toMatchObject({
      errorClass: 'globalScriptError',
      stack: 'at app.js:12',
    });
    expect(classify({ message: 'boom', error: new TypeError('boom') })).toMatchObject({
      errorClass: 'globalScriptError',
      name: 'TypeError',
    });
  });

  it('an unhandled rejection is classified by its reason', () => {
    expect(classify({ reason: new TypeError('Failed to fetch') })).toMatchObject({ suffix: 'Network' });
    expect(classify({ reason: 'plain' })).toMatchObject({ errorClass: 'scriptError', message: 'plain' });
  });

  it('a string is a script error with that message', () => {
    expect(classify('went wrong', 'global')).toEqual({
      errorClass: 'globalScriptError',
      suffix: 'J',
      category: 'UNKNW',
      name: 'Error',
      message: 'went wrong',
    });
  });

  it.each([[null], [undefined], [42], [{ some: 'thing' }], [[1, 2]]])(
    'anything else is an unknown error: %j',
    (value) => {
      expect(classify(value)).toMatchObject({ errorClass: 'scriptError', category: 'UNKNW', name: 'UnknownError' });
    },
  );

  it('a value that cannot be printed still classifies', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(classify(cyclic).message).toBe('Unknown error: [object Object]');
  });

  it('never throws, whatever it is given, and always gives a known class, suffix and category', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const record = classify(value);
        expect(ERROR_CLASSES).toContain(record.errorClass);
        expect(ERROR_SUFFIXES).toContain(record.suffix);
        expect(ERROR_CATEGORIES).toContain(record.category);
      }),
    );
  });
});

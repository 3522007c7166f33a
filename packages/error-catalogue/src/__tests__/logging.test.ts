import { describe, expect, it, vi } from 'vitest';
import { createErrorLogger, logDecision, toLogRecord, type ErrorRecord, type LogRecord } from '../index.js';

const base: ErrorRecord = {
  errorClass: 'FeError',
  suffix: 'S',
  category: 'BUSINESSERR',
  name: 'ServiceError',
  message: 'Cart failed',
};
const config = {
  digitalLockIds: ['DL-1'],
  redisIds: ['RD-1'],
  redirectToCheckoutPatterns: ['Proceed To Checkout'],
  skipVendorErrors: true,
};

describe('logging rules (spec 8.2)', () => {
  it.each<[string, Partial<ErrorRecord>, string]>([
    ['an ordinary service error', {}, 'ERROR'],
    ['an aborted error', { suffix: 'Aborted' }, 'INFO'],
    ['id 1022', { id: '1022' }, 'INFO'],
    ['id 3454', { id: '3454' }, 'INFO'],
    ['id 15501', { id: '15501' }, 'INFO'],
    ['an id of the digital-lock list', { id: 'DL-1' }, 'INFO'],
    ['an id of the redis list', { id: 'RD-1' }, 'INFO'],
    ['a redirect-to-checkout message, any case', { message: 'Please PROCEED to checkout now' }, 'INFO'],
    ['id R1001: never logged', { id: 'R1001' }, 'SKIP'],
    ['an error of jsNotifyAsDynamic', { serviceUrl: '/soe/digital/peripheralsservice/nse/jsNotifyAsDynamic' }, 'SKIP'],
    ['an error of updateBarcode', { serviceUrl: '/soe/digital/x/updateBarcode' }, 'SKIP'],
    ['an error of the media service', { serviceUrl: '/soe/digital/mediaservice/img' }, 'SKIP'],
    [
      'an error of the personalization service',
      { serviceUrl: '/soe/digital/personalizationrecommendationsservice/pdm/' },
      'SKIP',
    ],
    [
      "vendor noise ('Script error.') with the skip flag on",
      { errorClass: 'vendorScriptError', message: 'Script error.' },
      'SKIP',
    ],
    ['a network error', { suffix: 'Network', category: 'APPERR' }, 'ERROR'],
  ])('%s is logged as %s', (_name, overrides, level) => {
    expect(logDecision({ ...base, ...overrides }, config)).toBe(level);
  });

  it('vendor noise is logged when the skip flag is off', () => {
    expect(logDecision({ ...base, errorClass: 'vendorScriptError' }, { skipVendorErrors: false })).toBe('ERROR');
  });

  it('an empty pattern matches nothing', () => {
    expect(logDecision(base, { redirectToCheckoutPatterns: [''] })).toBe('ERROR');
  });
});

describe('scrubbing before records leave the page', () => {
  it.each([
    ['email', '?email=jane%40example.com', 'jane'],
    ['phone', '?phone=%2B1%20212%20555%200177', '5550177'],
    ['cc', '?cc=4111%201111%201111%201111', '1111 1111'],
    ['a short JWT', '?t=eyJhbGciOiJub25lIn0.e30.', 'eyJhbGciOiJub25lIn0'],
  ])('a Friends and Family page URL carrying %s is masked in the decoded form', (_, query, secret) => {
    const record = toLogRecord(base, 'ERROR', {
      pageUrl: `http://localhost/sales/digital/friendsandfamily.html${query}`,
    });
    expect(decodeURIComponent(JSON.stringify(record))).not.toContain(secret);
    expect(record.pageUrl.startsWith('http://localhost/sales/digital/friendsandfamily.html?')).toBe(true);
  });

  it('scrubs every field of the record, not only the message', () => {
    const record = toLogRecord(
      { ...base, name: 'jane@example.com', message: 'x', id: '2015550123', stack: 'at mdn_2015550188' },
      'ERROR',
      { pageUrl: 'http://localhost/', pageName: 'cart 201-555-0123' },
    );
    expect(JSON.stringify(record)).not.toMatch(/jane@|2015550123|2015550188|555-0123/);
  });

  it('builds the log record of spec 3.6, scrubbed and capped', () => {
    const record = toLogRecord(
      {
        ...base,
        id: '3000',
        statusCode: 409,
        serviceUrl: '/soe/digital/cart?mdn=2015550123',
        method: 'POST',
        stack: 'a\nb',
        subEventType: 'serviceErrorIG',
        message: 'word '.repeat(1000),
      },
      'ERROR',
      { pageUrl: 'http://localhost/sales/digital/cart.html', pageName: 'cart', flowName: 'NSE' },
      'e2e-1',
    );
    expect(record).toMatchObject({
      messageType: 'ERROR',
      eventType: 'FeError',
      subEventType: 'serviceErrorIG',
      errorType: 'S',
      id: '3000',
      statusCode: '409',
      serviceUrl: '/soe/digital/cart?mdn=[private]',
      method: 'POST',
      stack: 'a b',
      serviceE2EId: 'e2e-1',
      pageName: 'cart',
      flowName: 'NSE',
    });
    expect(record.errorMessage).toHaveLength(2000);
  });
});

describe('the error logger', () => {
  function setup(send: (r: LogRecord) => Promise<unknown> = async () => undefined) {
    const timers: (() => void)[] = [];
    const sent: LogRecord[] = [];
    const logger = createErrorLogger({
      send: (r) => {
        sent.push(r);
        return send(r);
      },
      page: () => ({ pageUrl: 'http://localhost/p', pageName: 'p' }),
      config,
      maxPerBatch: 3,
      setTimeout: (callback) => void timers.push(callback),
    });
    const tick = async () => {
      timers.splice(0).forEach((t) => t());
      await logger.flush();
    };
    return { logger, sent, tick, timers };
  }

  it('sends nothing for a skipped error, and says why', async () => {
    const { logger, sent, tick } = setup();
    expect(logger.log({ ...base, id: 'R1001' })).toBe('SKIP');
    await tick();
    expect(sent).toEqual([]);
  });

  it('coalesces a burst of the same error into one record with its count', async () => {
    const { logger, sent, tick, timers } = setup();
    for (let i = 0; i < 50; i++) logger.log(base);
    expect(timers).toHaveLength(1);
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      errorMessage: 'Cart failed',
      loggerMessage: 'category BUSINESSERR; repeated 50 times',
    });
  });

  it('caps a burst of different errors and counts what it dropped', async () => {
    const { logger, sent, tick } = setup();
    for (let i = 0; i < 6; i++) logger.log({ ...base, message: `error ${i}` });
    await tick();
    expect(sent.map((r) => r.errorMessage)).toEqual(['error 0', 'error 1', 'error 2']);
    expect(sent[2]?.loggerMessage).toBe('category BUSINESSERR; 3 more errors dropped');
  });

  it('every record’s note names its error category (spec 8.1); a service error item’s severity and network message (spec 3.6) follow it, no other error’s', async () => {
    const { logger, sent, tick } = setup();
    logger.log({ ...base, severity: 'CRITICAL', category: 'APPERR', networkMessage: 'inventory timed out' });
    logger.log({ ...base, message: 'same words', networkMessage: 'same words' });
    logger.log({
      ...base,
      errorClass: 'scriptError',
      suffix: 'J',
      category: 'UIError',
      message: 'x is undefined',
      severity: 'LOW',
      networkMessage: 'not a service',
    });
    await tick();
    expect(sent.map((r) => r.loggerMessage)).toEqual([
      'category APPERR; severity CRITICAL; network message: inventory timed out',
      'category BUSINESSERR',
      'category UIError',
    ]);
  });

  it('ignores a failed log call and never logs it again', async () => {
    const send = vi.fn(async () => {
      throw new Error('log service down');
    });
    const { logger, sent, tick } = setup(send);
    logger.log(base);
    await expect(tick()).resolves.toBeUndefined();
    await tick();
    expect(sent).toHaveLength(1);
  });
});

import { createErrorLogger, type LogRecord } from '@carrier/error-catalogue';
import { createCarrierHttpClient, createContentHttpClient } from '@carrier/http-client';
import { describe, expect, it } from 'vitest';
import { createErrorReporting, fakeWorld } from '@carrier/storefront/testing';
import { createFnfServices } from '../services.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; body: unknown; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body, headers: new Headers(init?.headers) });
    return answer(url, body);
  }) as typeof globalThis.fetch;
  const services = createCarrierHttpClient({ context: () => ({ channelId: 'VZW-DOTCOM' }), fetch });
  const content = createContentHttpClient({ fetch });
  const logged: LogRecord[] = [];
  const logger = createErrorLogger({
    send: async (r) => void logged.push(r),
    page: () => ({ pageUrl: 'http://localhost/p' }),
    setTimeout: () => undefined,
  });
  const world = fakeWorld();
  const errors = createErrorReporting(logger, world);
  return { fnf: createFnfServices({ services, content, errors }), calls, logger, logged, world };
}

describe('Friends and Family services', () => {
  it('posts the promo to the nse validation endpoint and reads the answer', async () => {
    const { fnf, calls } = setup(() => json({ data: { promotionDetails: { code: 2397, promoValid: false } } }));
    expect(await fnf.validatePromo('EXPIRED')).toMatchObject({ valid: false, error: 'PROMO_EXPIRED' });
    expect(calls[0]?.url).toBe('/soe/digital/plansservice/nse/validateFnfRedemptionCode');
    expect(calls[0]?.headers.get('loginStatus')).toBe('unauthenticated');
  });

  it('turns a failed call into SYSTEM_ERROR and logs it as a FeError of the service', async () => {
    const { fnf, logger, logged } = setup(() =>
      json({ errors: [{ id: 'SYSTEM_ERROR', name: 'SYSTEM_ERROR', message: 'down' }] }, 500),
    );
    expect(await fnf.checkPortIn('415-555-0100')).toEqual({ eligible: false, error: 'SYSTEM_ERROR' });
    await logger.flush();
    expect(logged).toEqual([
      expect.objectContaining({
        messageType: 'ERROR',
        eventType: 'FeError',
        errorType: 'S',
        id: 'SYSTEM_ERROR',
        statusCode: '500',
      }),
    ]);
  });

  it('checks answers against their contract at the boundary: a malformed one is a logged, typed error and a system error', async () => {
    const { fnf, logger, logged } = setup(() => json({ data: { portEligibilityInd: 'MAYBE' } }));
    expect(await fnf.checkPortIn('201-555-0123')).toEqual({ eligible: false, error: 'SYSTEM_ERROR' });
    await logger.flush();
    expect(logged[0]).toMatchObject({
      name: 'MalformedResponseError',
      errorMessage: expect.stringContaining('portEligibilityInd'),
    });
  });

  it('runs the action a failed call calls for: HTTP 401 logs out', async () => {
    const { fnf, world } = setup(() => json({}, 401));
    expect(await fnf.validatePromo('FNF2026')).toEqual({ valid: false, error: 'SYSTEM_ERROR', takenOver: 'logout' });
    expect(world.stopServices).toHaveBeenCalled();
    expect(world.clearStorage).toHaveBeenCalled();
    expect(world.clearCookies).toHaveBeenCalled();
    expect(world.sessionLogout).toHaveBeenCalled();
  });

  it('asks the content service in the site language and checks every label is there', async () => {
    const labels = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, k]));
    const { PROMO_PAGE_LABEL_KEYS, NUMBER_PAGE_LABEL_KEYS } = await import('@carrier/fnf-validation');
    const { fnf, calls } = setup(() =>
      json({ promoPage: labels(PROMO_PAGE_LABEL_KEYS), numberPage: labels(NUMBER_PAGE_LABEL_KEYS) }),
    );
    const content = await fnf.loadContent('es');
    expect(content.promoPage.PromoExpired).toBe('PromoExpired');
    expect(calls[0]?.url).toBe('/content/vcg/services-v1/validPromo.model.json?lang=es');
  });

  it('rejects content with a missing label, and reports why', async () => {
    const { fnf, logger, logged } = setup(() => json({ promoPage: {}, numberPage: {} }));
    await expect(fnf.loadContent('en')).rejects.toThrow('a label is missing');
    await logger.flush();
    expect(logged[0]).toMatchObject({ name: 'MalformedContentError' });
  });

  it('reports a content call that failed, but not one the page aborted', async () => {
    const { fnf, logger, logged } = setup(() => json({}, 503));
    await expect(fnf.loadContent('en')).rejects.toMatchObject({ status: 503 });
    const controller = new AbortController();
    controller.abort();
    await expect(fnf.loadContent('en', controller.signal)).rejects.toBeDefined();
    await logger.flush();
    expect(logged).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createFnfServices } from '../services.js';

const site = { base: '/sales/digital', language: 'en', channelId: 'VZW-DOTCOM' } as const;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(answer: (url: string, body: unknown) => Response | Promise<Response>) {
  const calls: { url: string; body: unknown; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body, headers: new Headers(init?.headers) });
    return answer(url, body);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const options = (fetch: typeof globalThis.fetch) => ({
  site,
  fetch,
  pageUrl: () => 'http://localhost/sales/digital/friendsandfamily.html',
  pageName: 'applyFriendsAndFamilyPromotion',
  flowName: 'NSE',
});

describe('Friends and Family services', () => {
  it('posts the promo to the nse validation endpoint and reads the answer', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: { promotionDetails: { code: 2397, promoValid: false } } }));
    expect(await createFnfServices(options(fetch)).validatePromo('EXPIRED')).toMatchObject({
      valid: false,
      error: 'PROMO_EXPIRED',
    });
    expect(calls[0]?.url).toBe('/soe/digital/plansservice/nse/validateFnfRedemptionCode');
    expect(calls[0]?.headers.get('loginStatus')).toBe('unauthenticated');
  });

  it('turns a failed call into SYSTEM_ERROR and logs it to the nse jsNotifyAsDynamic', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.includes('jsNotifyAsDynamic') ? json({}) : json({ errors: [] }, 500),
    );
    expect(await createFnfServices(options(fetch)).checkPortIn('415-555-0100')).toMatchObject({
      eligible: false,
      error: 'SYSTEM_ERROR',
    });
    await Promise.resolve();
    const log = calls.find((c) => c.url.endsWith('/peripheralsservice/nse/jsNotifyAsDynamic'));
    expect(log?.body).toMatchObject({
      messageType: 'ERROR',
      errorType: 'S',
      serviceUrl: 'assignmtnservice/nse/portin-eligibility',
      statusCode: '500',
      pageName: 'applyFriendsAndFamilyPromotion',
      flowName: 'NSE',
    });
  });

  it('ignores a failure of the log service itself (spec 7.3)', async () => {
    const { fetch } = fakeFetch(() => json({}, 503));
    await expect(createFnfServices(options(fetch)).log({ messageType: 'ERROR' })).resolves.toBeUndefined();
  });

  it('asks the content service in the site language and checks every label is there', async () => {
    const labels = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, k]));
    const { PROMO_PAGE_LABEL_KEYS, NUMBER_PAGE_LABEL_KEYS } = await import('@carrier/fnf-validation');
    const { fetch, calls } = fakeFetch(() =>
      json({ promoPage: labels([...PROMO_PAGE_LABEL_KEYS]), numberPage: labels([...NUMBER_PAGE_LABEL_KEYS]) }),
    );
    const content = await createFnfServices(options(fetch)).loadContent('es');
    expect(content.promoPage.PromoExpired).toBe('PromoExpired');
    expect(calls[0]?.url).toBe('/content/vcg/services-v1/validPromo.model.json?lang=es');
  });

  it('rejects content with a missing label, and logs why', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.includes('jsNotifyAsDynamic') ? json({}) : json({ promoPage: {}, numberPage: {} }),
    );
    await expect(createFnfServices(options(fetch)).loadContent('en')).rejects.toThrow('a label is missing');
    expect(calls.some((c) => c.url.includes('jsNotifyAsDynamic'))).toBe(true);
  });
});

import { createCarrierHttpClient } from '@carrier/http-client';
import { describe, expect, it } from 'vitest';
import { STORE_RETRY_URLS } from '@carrier/storefront/testing';
import { createShopServices } from '../services.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the throttle list call (spec 6.4, 9)', () => {
  it('is retried as the policy lists it (once, on 503): a POST that carries one idempotency key on every attempt', async () => {
    const sent: Headers[] = [];
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return sent.length === 1
        ? json({ errors: [{ id: 'SYSTEM_ERROR', message: 'busy' }] }, 503)
        : json({ serviceHeader: { statusCode: '00000' }, data: { throttleList: 'AI_W|EA_BAU' } });
    }) as typeof globalThis.fetch;
    const services = createCarrierHttpClient({
      context: () => ({ channelId: 'VZW-DOTCOM' }),
      retry: { urls: STORE_RETRY_URLS, baseDelay: 1 },
      fetch,
    });
    let keys = 0;
    const shop = createShopServices(services, services, () => `key-${++keys}`);
    await expect(shop.throttleList(false)).resolves.toEqual(['AI_W', 'EA_BAU']);
    expect(sent).toHaveLength(2);
    expect(sent.map((headers) => headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1']);
    // Each call of its own has a key of its own.
    await shop.throttleList(true);
    expect(sent[2]?.get('Idempotency-Key')).toBe('key-2');
  });
});

describe('the recommendation response (spec 3.13)', () => {
  const pdm = (productList: unknown) =>
    createShopServices(
      createCarrierHttpClient({
        context: () => ({ channelId: 'VZW-DOTCOM' }),
        fetch: (async () =>
          json({
            serviceHeader: { statusCode: '00000' },
            deviceRecommendation: { recommendedDeviceInformation: { accountLevelRecommendations: { productList } } },
          })) as typeof globalThis.fetch,
      }),
      createCarrierHttpClient({ context: () => ({ channelId: 'VZW-DOTCOM' }) }),
      () => 'key',
    );

  it('"The path is deviceRecommendation.recommendedDeviceInformation.accountLevelRecommendations.productList[0].deviceProducts": the first list only', async () => {
    const services = pdm([
      {
        deviceProducts: [
          { deviceId: 'google-pixel-10', reason: 'popular' },
          { deviceId: 'iphone-17', reason: 'deal' },
        ],
      },
      { deviceProducts: [{ deviceId: 'galaxy-s25', reason: 'popular' }] },
    ]);
    await expect(services.suggestions([])).resolves.toEqual(['google-pixel-10', 'iphone-17']);
  });

  it('an empty productList recommends nothing', async () => {
    await expect(pdm([]).suggestions([])).resolves.toEqual([]);
  });
});

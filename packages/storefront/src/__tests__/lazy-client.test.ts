import type { HttpClient } from '@carrier/http-client';
import { describe, expect, it, vi } from 'vitest';
import { lazyHttpClient } from '../platform/lazy-client.js';

/** A client that answers each call with what it was asked. */
const echo = (): HttpClient => ({
  request: async (path, options) => ({ path, options }) as never,
  get: async (path, options) => ({ path, options }) as never,
  post: async (path, body, options) => ({ path, body, options }) as never,
});

describe('a client whose code is loaded on its first call', () => {
  it('loads nothing until a call is made, then loads once and hands every call to the loaded client', async () => {
    const load = vi.fn(async () => echo());
    const client = lazyHttpClient(load);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([
      client.get('catalog/devices', { query: { q: 'pixel' } }),
      client.post('cartservice/cart/add-device', { deviceId: 'google-pixel-10' }),
      client.request('content/landing', { method: 'GET' }),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([
      { path: 'catalog/devices', options: { query: { q: 'pixel' } } },
      { path: 'cartservice/cart/add-device', body: { deviceId: 'google-pixel-10' }, options: undefined },
      { path: 'content/landing', options: { method: 'GET' } },
    ]);
  });

  it('a load that failed (its code did not arrive) fails the call that waited for it, and the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<HttpClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(echo());
    const client = lazyHttpClient(load);
    await expect(client.get('catalog/devices')).rejects.toThrow('chunk failed');
    await expect(client.get('catalog/devices')).resolves.toEqual({ path: 'catalog/devices', options: undefined });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import type { HttpClient } from '@carrier/http-client';
import { loadOnce } from './load-once.js';

/**
 * An http client made by `load` on its first call (its code a chunk loaded then, or ahead by `load`'s owner): each call
 * waits for it, then is the loaded client's own. A load that failed (its chunk did not arrive) fails the call that
 * waited for it and is tried again by the next.
 * @example const services = lazyHttpClient(() => import('./service-clients.js').then((m) => m.createServiceClients(...).services));
 */
export function lazyHttpClient(load: () => Promise<HttpClient>): HttpClient {
  const client = loadOnce(load);
  return {
    request: async (path, options) => (await client()).request(path, options),
    get: async (path, options) => (await client()).get(path, options),
    post: async (path, body, options) => (await client()).post(path, body, options),
  };
}

import {
  createCarrierHttpClient,
  createContentHttpClient,
  type CarrierClientOptions,
  type HttpClient,
} from '@carrier/http-client';

/**
 * The browser's clients of the carrier's services and of the content service: the http client with its fetch, retry
 * and parsing (ofetch, p-retry) is a chunk of its own, loaded as the store starts and used from the first call on, so
 * the page's first script does not carry it (`lazyHttpClient` in browser.ts).
 */
export function createServiceClients(
  services: CarrierClientOptions,
  content: Parameters<typeof createContentHttpClient>[0],
): { readonly services: HttpClient; readonly content: HttpClient } {
  return { services: createCarrierHttpClient(services), content: createContentHttpClient(content) };
}

import { proxy } from 'hono/proxy';
import type { Services } from './app.js';

/**
 * The carrier's services at `servicesOrigin`, reached over HTTP: each request is sent on with its method, body,
 * cookies and headers (the `Host` becomes the services' own; the store's host and scheme go as `X-Forwarded-Host`
 * and `X-Forwarded-Proto`), and the answer comes back as the services gave it, cookies included. Services that
 * cannot be reached answer 502 in the services' own error shape, so the store's pages say so as for any failed call.
 * @example createStoreServer({ apps, origin, services: proxyServices('https://services.internal.example') })
 */
export function proxyServices(servicesOrigin: string, send: typeof fetch = fetch): Services {
  const base = new URL(servicesOrigin);
  return async (request) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.delete('host');
    headers.set('X-Forwarded-Host', url.host);
    headers.set('X-Forwarded-Proto', url.protocol.replace(':', ''));
    try {
      return await proxy(new URL(`${url.pathname}${url.search}`, base), { raw: request, headers, customFetch: send });
    } catch (error) {
      console.error('[store-server] the services did not answer', url.pathname, (error as Error).message);
      return Response.json(
        { errors: [{ id: 'SERVICES_UNREACHABLE', message: 'The carrier services could not be reached.' }] },
        { status: 502, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  };
}

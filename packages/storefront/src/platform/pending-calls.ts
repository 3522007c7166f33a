import type { HttpClient } from '@carrier/http-client';

/** Runs one request of a client: the path it goes to, and the request itself to start. */
export type AroundRequest = <T>(path: string, run: () => Promise<T>) => Promise<T>;

/** The same client with every request (get, post or any) run through `around`. */
export function aroundRequests(client: HttpClient, around: AroundRequest): HttpClient {
  const request = <T>(path: string, call?: Parameters<HttpClient['request']>[1]): Promise<T> =>
    around(path, () => client.request<T>(path, call));
  return {
    request,
    get: (path, call) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
  };
}

/** Counts the calls under way of the clients it wraps, together: what a flow's prefetch waits on (spec 9). */
export function createCallCounter(): {
  readonly counted: (client: HttpClient) => HttpClient;
  readonly pending: () => number;
} {
  let pending = 0;
  return {
    pending: () => pending,
    counted: (client) =>
      aroundRequests(client, async (_path, run) => {
        pending += 1;
        try {
          return await run();
        } finally {
          pending -= 1;
        }
      }),
  };
}

import type { HttpClient } from '@carrier/http-client';

/** Counts the calls under way of the clients it wraps, together: what a flow's prefetch waits on (spec 9). */
export function createCallCounter(): {
  readonly counted: (client: HttpClient) => HttpClient;
  readonly pending: () => number;
} {
  let pending = 0;
  return {
    pending: () => pending,
    counted(client) {
      const request = async <T>(path: string, call?: Parameters<HttpClient['request']>[1]): Promise<T> => {
        pending += 1;
        try {
          return await client.request<T>(path, call);
        } finally {
          pending -= 1;
        }
      };
      return {
        request,
        get: (path, call) => request(path, { ...call, method: 'GET' }),
        post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
      };
    },
  };
}

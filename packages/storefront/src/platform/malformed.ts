import { check, type Contract } from '@carrier/service-contracts';

/** A service answered with something its contract does not allow; the call is treated as failed. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  constructor(
    readonly serviceUrl: string,
    problem: string,
  ) {
    super(`Malformed answer from ${serviceUrl}: ${problem}`);
  }
}

/** Checks an answer against its contract; a mismatch is a failed call (`MalformedResponseError`). */
export function checked<T>(path: string, contract: Contract<T>, answer: unknown): T {
  const result = check(contract, answer);
  if (!result.ok) throw new MalformedResponseError(path, result.message);
  return result.value;
}

/** The HTTP client's part that service calls use. */
interface Caller {
  get(path: string, options?: { signal?: AbortSignal }): Promise<unknown>;
  post(
    path: string,
    body: unknown,
    options?: { headers?: Record<string, string>; retry?: { urls: string[] }; signal?: AbortSignal },
  ): Promise<unknown>;
}

/**
 * A service's calls under `base` (`trialservice/testdrive`), each answer checked by its contract and its `data` given
 * back. A call with an idempotency key sends it (`Idempotency-Key`) and may be retried (spec 7.3's policy: only a call
 * with its key is sent again); any other post is sent once. A call given a signal is cancelled when it aborts (a
 * page's load that the page no longer needs, `useLoad`).
 * @example const calls = serviceCalls(services, 'tradeinservice/tradein'); await calls.post('read', { tradeInNumber }, TradeInResponse);
 */
export function serviceCalls(services: Caller, base: string) {
  return {
    async get<T>(name: string, contract: Contract<{ data: T }>, signal?: AbortSignal): Promise<T> {
      const path = `${base}/${name}`;
      return checked(path, contract, await services.get(path, signal ? { signal } : {})).data;
    },
    async post<T>(
      name: string,
      body: unknown,
      contract: Contract<{ data: T }>,
      idempotencyKey?: string,
      signal?: AbortSignal,
    ): Promise<T> {
      const path = `${base}/${name}`;
      const answer = await services.post(path, body, {
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey }, retry: { urls: [path] } } : {}),
        ...(signal ? { signal } : {}),
      });
      return checked(path, contract, answer).data;
    },
  };
}

import { IDEMPOTENCY_KEY_HEADER, type HttpClient } from '@carrier/http-client';
import { ThrottleListResponse } from '@carrier/service-contracts';
import { checked } from '../platform/malformed.js';
import { parseThrottleList } from '../visitor.js';

/**
 * The throttle list of spec 6.4 from the cart service (`getNSAThrottleList`, its nse variant for prospects). A read
 * sent as a POST: its idempotency key, the same on every attempt, lets the retry policy repeat it.
 */
export async function readThrottleList(
  services: HttpClient,
  loggedIn: boolean,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): Promise<readonly string[]> {
  const path = `cartservice/cart/${loggedIn ? '' : 'nse/'}getNSAThrottleList`;
  const headers = { [IDEMPOTENCY_KEY_HEADER]: newKey() };
  const answer = checked(path, ThrottleListResponse, await services.post(path, {}, { headers }));
  return parseThrottleList(answer.data.throttleList);
}

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

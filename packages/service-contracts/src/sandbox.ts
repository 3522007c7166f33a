import * as z from 'zod/mini';

/**
 * A fault the sandbox injects into matching requests (its admin API, `/__sandbox/faults`): a delay, then a
 * status code, a dropped connection or a malformed body, or just the delay.
 */
export const SandboxFaultRule = z.object({
  /** Path pattern; `*` matches any run of characters, e.g. `*\/portin-eligibility`. */
  pattern: z.string().check(z.minLength(1, 'is required'), z.maxLength(500)),
  /** Only requests of this method; any method when left out. */
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  /** Milliseconds to wait before answering (or failing). */
  latencyMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(120_000))),
  /** Answer this HTTP status with a service error body. */
  status: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  /** Close the connection without an answer. */
  drop: z.optional(z.boolean()),
  /** Answer 200 with a body that is not valid JSON. */
  malformed: z.optional(z.boolean()),
  /**
   * Only requests of this browser session: those with a `sandboxScope` cookie (or `x-sandbox-scope` header)
   * of this value, so parallel tests do not break each other. Every request when left out.
   */
  scope: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /**
   * Apply the fault after the service has done its work: the change is made, but the answer is lost (a
   * gateway timeout or a dropped connection on the way back), as the chaos tests of ordering need.
   */
  after: z.optional(z.boolean()),
  /** Apply to this many requests, then remove the rule; every request when left out. */
  times: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type SandboxFaultRule = z.infer<typeof SandboxFaultRule>;

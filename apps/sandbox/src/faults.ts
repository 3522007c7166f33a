import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { SandboxFaultRule, check } from '@carrier/service-contracts';

/** A fault rule with its id, as the admin API lists it. */
export interface ActiveFault extends SandboxFaultRule {
  readonly id: number;
}

/** Turns a path pattern with `*` wildcards into an anchored regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** The sandbox's fault rules: added, matched, counted down and reset at run time. */
export function createFaults(initial: readonly SandboxFaultRule[] = []) {
  let nextId = 1;
  let rules: (ActiveFault & { readonly regexp: RegExp; remaining: number })[] = [];

  function add(rule: SandboxFaultRule): ActiveFault {
    const active = { ...rule, id: nextId++ };
    rules.push({ ...active, regexp: patternToRegExp(rule.pattern), remaining: rule.times ?? Number.POSITIVE_INFINITY });
    return active;
  }
  initial.forEach(add);

  /** The first rule matching a request, counted as used. */
  function take(method: string, pathname: string, scope: string | undefined): ActiveFault | undefined {
    const rule = rules.find(
      (r) => (!r.method || r.method === method) && (!r.scope || r.scope === scope) && r.regexp.test(pathname),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
    const { regexp: _regexp, remaining: _remaining, ...fault } = rule;
    return fault;
  }

  return {
    add,
    take,
    list: (): ActiveFault[] => rules.map(({ regexp: _regexp, remaining: _remaining, ...fault }) => fault),
    remove: (id: number) => void (rules = rules.filter((r) => r.id !== id)),
    reset: () => void (rules = []),
  };
}
export type Faults = ReturnType<typeof createFaults>;

/** Reads `SANDBOX_FAULTS` (a JSON array of rules); a malformed value stops the sandbox with a clear message. */
export function faultsFromEnvironment(value: string | undefined): SandboxFaultRule[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('SANDBOX_FAULTS is not valid JSON: give a JSON array of fault rules.');
  }
  if (!Array.isArray(parsed)) throw new Error('SANDBOX_FAULTS must be a JSON array of fault rules.');
  return parsed.map((rule, index) => {
    const result = check(SandboxFaultRule, rule);
    if (!result.ok) throw new Error(`SANDBOX_FAULTS[${index}]: ${result.message}`);
    return result.value;
  });
}

/** The browser session a request belongs to, for scoped faults. */
export function requestScope(cookie: string | undefined, header: string | undefined): string | undefined {
  if (header) return header;
  const match = /(?:^|;\s*)sandboxScope=([^;]+)/.exec(cookie ?? '');
  return match?.[1];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the first matching fault to a request, or lets it through. */
export function faultMiddleware(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.take(
      c.req.method,
      new URL(c.req.url).pathname,
      requestScope(c.req.header('cookie'), c.req.header('x-sandbox-scope')),
    );
    if (!fault) return next();
    if (fault.latencyMs) await wait(fault.latencyMs);
    /** The answer the fault gives instead of the service's: status, body and content type; none to let it through. */
    const failure = (): { status: number; body: string | null; json: boolean } | undefined => {
      if (fault.drop) {
        (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.destroy();
        // Outside a real server (tests) there is no socket to drop: answer as a failed connection would look.
        return { status: 502, body: null, json: false };
      }
      if (fault.malformed) return { status: 200, body: '{"serviceHeader":{"statusCode":"00000"},"data":{', json: true };
      if (fault.status) {
        const message = `Fault injected by the sandbox (rule ${fault.id}).`;
        return {
          status: fault.status,
          body: JSON.stringify({
            serviceHeader: { statusCode: String(fault.status), statusMessage: message },
            errors: [{ id: 'INJECTED_FAULT', message }],
          }),
          json: true,
        };
      }
      return undefined;
    };
    const answer = (failed: NonNullable<ReturnType<typeof failure>>) =>
      new Response(failed.body, {
        status: failed.status,
        headers: failed.json ? { 'Content-Type': 'application/json' } : {},
      });
    if (!fault.after) {
      const failed = failure();
      return failed ? answer(failed) : next();
    }
    // The service does its work first; then its answer is lost on the way back: none of it arrives, not its
    // headers nor its cookies. Hono takes no answer returned after `next()`: the context's answer is replaced
    // (dropped first, or the new one would take the old one's headers).
    await next();
    const failed = failure();
    if (!failed) return;
    c.res = undefined;
    c.res = answer(failed);
  };
}

import { KEPT, type KeptAnswer } from './kept.js';

/** What a shared cache keeps, and for how long at most. */
export interface SharedCacheOptions {
  /** The clock, in ms (`Date.now`). */
  readonly now?: () => number;
  /** The longest an answer is kept, in seconds, whatever it says (60). */
  readonly maxSeconds?: number;
  /** How many answers are kept at most; the oldest kept goes first (500). */
  readonly maxEntries?: number;
}

export type SharedFetch = ((input: string | URL | Request, init?: RequestInit) => Promise<Response>) & {
  /** Forgets every answer kept. */
  readonly clear: () => void;
  /** How many answers are kept. */
  readonly size: () => number;
};

interface Kept extends KeptAnswer {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: ArrayBuffer;
  readonly until: number;
  /** The request header values the answer varies on, lower-case names. */
  readonly vary: readonly (readonly [string, string | null])[];
}

/** How long an answer may be kept by a shared cache, in seconds; undefined when it may not be. */
export function sharedLifetime(headers: Headers): number | undefined {
  if (headers.has('set-cookie')) return undefined;
  if (
    headers
      .get('vary')
      ?.split(',')
      .some((name) => name.trim() === '*')
  )
    return undefined;
  const directives = new Map<string, string | undefined>();
  for (const part of (headers.get('cache-control') ?? '').split(',')) {
    const [name = '', value] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public')) return undefined;
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return undefined;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

const varyNames = (headers: Headers): string[] =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * A shared cache in front of a `fetch`, as an HTTP cache between a server and the services it reads (RFC 9111, the
 * part a reader of JSON needs): a `GET` answered 200 is kept when the answer says any cache may keep it
 * (`Cache-Control: public` with `s-maxage` or `max-age`), and given again, for that long, to any request of the same
 * URL whose headers named by the answer's `Vary` are the same. An answer that sets a cookie, says `private`,
 * `no-store` or `no-cache`, or varies on everything (`Vary: *`) is never kept. Requests for the same URL while it is
 * being read wait for that one read instead of making their own.
 *
 * It holds only what the services said anyone may see: a server makes its visitors' own reads with their plain
 * `fetch`, and only reads that depend on no visitor (no cookie of theirs) with this one.
 * @example
 * const shared = createSharedCache(fetch);
 * const catalogue = await shared('https://services.example/catalog/devices');
 */
export function createSharedCache(fetch: typeof globalThis.fetch, options: SharedCacheOptions = {}): SharedFetch {
  const { now = Date.now, maxSeconds = 60, maxEntries = 500 } = options;
  // URL -> the answers kept for it (one per set of varying header values). A Map keeps insertion order: the first
  // key is the oldest kept.
  const kept = new Map<string, Kept[]>();
  const reading = new Map<string, Promise<Kept | Response>>();

  const matches = (entry: Kept, request: Request) =>
    entry.vary.every(([name, value]) => request.headers.get(name) === value);

  function answer(entry: Kept): Response {
    const response = new Response(entry.body.slice(0), {
      status: entry.status,
      headers: new Headers(entry.headers.map(([name, value]): [string, string] => [name, value])),
    });
    return Object.assign(response, { [KEPT]: entry });
  }

  function keep(url: string, entry: Kept) {
    const sameVariant = (other: Kept) =>
      entry.vary.every(([name, value]) => other.vary.some(([n, v]) => n === name && v === value));
    const others = (kept.get(url) ?? []).filter((other) => other.until > now() && !sameVariant(other));
    kept.delete(url);
    kept.set(url, [...others, entry]);
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
  }

  async function read(request: Request): Promise<Kept | Response> {
    const response = await fetch(request);
    const seconds = response.status === 200 ? sharedLifetime(response.headers) : undefined;
    if (seconds === undefined) return response;
    const entry: Kept = {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
      until: now() + Math.min(seconds, maxSeconds) * 1000,
      vary: varyNames(response.headers).map((name) => [name, request.headers.get(name)] as const),
    };
    keep(request.url, entry);
    return entry;
  }

  const shared = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return fetch(request);
    const fresh = kept.get(request.url)?.find((entry) => entry.until > now() && matches(entry, request));
    if (fresh) return answer(fresh);
    // One read of a URL at a time: a request that comes while it is read takes its answer when it varies on nothing
    // that differs, else makes its own read.
    const pending = reading.get(request.url);
    if (pending) {
      const got = await pending.catch(() => undefined);
      return got === undefined || got instanceof Response || !matches(got, request) ? fetch(request) : answer(got);
    }
    const first = read(request).finally(() => reading.delete(request.url));
    reading.set(request.url, first);
    const got = await first;
    return got instanceof Response ? got : answer(got);
  };
  return Object.assign(shared, { clear: () => kept.clear(), size: () => kept.size });
}

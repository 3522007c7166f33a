/*
 * A page's reads, made once: on the server the page's loads (`useLoad`) are read while the page is drawn (its drawing
 * waits for them), and what they read goes into the page, where the browser takes it as it hydrates instead of reading
 * it again.
 *
 * A load is known by where it is in the page (React's `useId`, the same on the server and in the browser for the same
 * drawing) and by its keys: the browser takes a value only for the same load with the same keys.
 */

/** The id of the element that carries the page's reads in the server's HTML (`<script type="application/json">`). */
export const PAGE_READS_ID = 'store-reads';

/** What a load read, as the page carries it: its keys, and the value. */
interface ReadAnswer {
  readonly key: string;
  readonly value: unknown;
}

/** The value kept for the load at `id`, when it was read with the same keys. */
const answerIn = (answers: ReadonlyMap<string, ReadAnswer>, id: string, key: string) => {
  const found = answers.get(id);
  return found && found.key === key ? { value: found.value } : undefined;
};

/** The page's reads as `useLoad` sees them. */
export interface PageReads {
  /** The value read for the load at `id` with keys `key`, when the page has it. */
  answer(id: string, key: string): { readonly value: unknown } | undefined;
  /**
   * On the server: reads `load` once for the load at `id` with keys `key` (the same promise each time it is asked),
   * resolving with its value, or with nothing when it failed or JSON would not carry it (the page then draws it as
   * loading, and the browser reads it). Not there in the browser, which reads as the page shows.
   */
  readonly read?: (
    id: string,
    key: string,
    load: () => Promise<unknown>,
  ) => Promise<{ readonly value: unknown } | undefined>;
  /**
   * On the server: marks the page drawn as no page of the store (an unknown phone): it answers 404. Nothing in the
   * browser.
   */
  readonly notFound?: () => void;
  /**
   * On the server: marks the page drawn as one that moved for good to `path` (under the sales base: a phone sold
   * before, whose successor took its place): it answers 301 there. Nothing in the browser.
   */
  readonly moved?: (path: string) => void;
}

/**
 * Whether a value goes into a page as JSON and comes out the same: plain objects and arrays of strings, finite numbers,
 * booleans and null (a property left undefined is left out, as the browser would not see it either). A value that
 * does not (a date, a class instance, a function) is read again in the browser instead.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item === undefined || isPlainJson(item, depth + 1));
}

/** How long the server waits for one of a page's reads: a slower one is drawn as loading and read by the browser. */
export const SERVER_READ_TIMEOUT_MS = 4000;

/** `read`, or a failure once it has taken longer than a page waits on the server. */
function withinTime<T>(read: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the read took too long')), SERVER_READ_TIMEOUT_MS);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/** A page's reads on the server, for one request. */
export interface ServerReads extends PageReads {
  readonly read: NonNullable<PageReads['read']>;
  readonly notFound: NonNullable<PageReads['notFound']>;
  /** Whether the page was marked as not found. */
  readonly missing: () => boolean;
  readonly moved: NonNullable<PageReads['moved']>;
  /** Where the page was marked as moved to, if it was (the first mark). */
  readonly movedTo: () => string | undefined;
  /** Whether every read the page made was answered: none failed, took too long, or was left to the browser. */
  readonly whole: () => boolean;
  /** What the page read, as JSON safe inside a `<script>` element. */
  serialize(): string;
}

/**
 * A page's reads on the server (none without `services`: the page is drawn with its placeholders). The page is drawn once (`useLoad` waits for its read, as React's `use` does, while the
 * server draws); a load that fails, or whose value would not come out of JSON the same, is drawn as loading and read
 * again in the browser, where its failure is the page's to show as it always is.
 */
export function serverReads(services = true): ServerReads {
  const reads = new Map<string, Promise<{ readonly value: unknown } | undefined>>();
  const answers = new Map<string, ReadAnswer>();
  let missing = false;
  let movedTo: string | undefined;
  let unanswered = 0;
  return {
    answer: (id, key) => answerIn(answers, id, key),
    read(id, key, load) {
      const slot = `${id} ${key}`;
      let read = reads.get(slot);
      if (!read) {
        // Without the services, nothing is read: the page is drawn with placeholders where its data goes.
        read = (async () => {
          if (!services) return void unanswered++;
          try {
            const value = await withinTime(load());
            // Nothing (no such phone) is an answer too: the page carries its key alone.
            if (value !== undefined && !isPlainJson(value)) return void unanswered++;
            answers.set(id, { key, value });
            return { value };
          } catch {
            return void unanswered++;
          }
        })();
        reads.set(slot, read);
      }
      return read;
    },
    notFound: () => void (missing = true),
    missing: () => missing,
    moved: (path) => void (movedTo ??= path),
    movedTo: () => movedTo,
    whole: () => unanswered === 0,
    serialize: () => serializeAnswers(answers),
  };
}

/** A value shorter than this, as JSON, is written again rather than pointed to. */
const SHARED_VALUE_MIN_LENGTH = 64;

/**
 * The answers as the page carries them, each value written once: a load that read what an earlier one read (two parts
 * of a page that each read the catalogue) names that load (`same`) instead of carrying the value again.
 */
function serializeAnswers(answers: ReadonlyMap<string, ReadAnswer>): string {
  const written = new Map<string, string>();
  const entries = [...answers].map(([id, { key, value }]) => {
    const json = JSON.stringify(value) as string | undefined;
    const head = `${JSON.stringify(id)}:{"key":${JSON.stringify(key)}`;
    if (json === undefined) return `${head}}`;
    if (json.length < SHARED_VALUE_MIN_LENGTH) return `${head},"value":${json}}`;
    const same = written.get(json);
    if (same !== undefined) return `${head},"same":${JSON.stringify(same)}}`;
    written.set(json, id);
    return `${head},"value":${json}}`;
  });
  return escapeForScript(`{${entries.join(',')}}`);
}

/**
 * JSON to write inside a `<script>` element: `<`, `>` and `&` written as escapes, so no text of a value (`</script>`,
 * `<!--`) ends the element or opens a comment in it, and U+2028 and U+2029 too, which old script parsers read as
 * line ends. `JSON.parse` reads it back the same.
 */
export const scriptJson = (value: unknown): string => escapeForScript(JSON.stringify(value));

/** JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as escapes (see `scriptJson`). */
const escapeForScript = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The reads the server put into the page (`text`, the JSON of its reads element), for the browser to take as it
 * hydrates; nothing when there are none or they cannot be read (the page then reads them itself). `forget` drops them
 * once the page is hydrated: a later page never takes a value read for the first.
 */
export function browserReads(text: string | null | undefined): PageReads & { readonly forget: () => void } {
  let answers = new Map<string, ReadAnswer>();
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const entries = parsed as Record<string, unknown>;
      for (const [id, answer] of Object.entries(entries)) {
        if (typeof answer !== 'object' || answer === null || typeof (answer as ReadAnswer).key !== 'string') continue;
        // A load that read what an earlier one read names it: it takes that value, when the page carries it.
        const { same } = answer as { same?: unknown };
        let source: object = answer;
        if (same !== undefined) {
          const named = typeof same === 'string' && Object.hasOwn(entries, same) ? entries[same] : undefined;
          if (typeof named !== 'object' || named === null || !('value' in named)) continue;
          source = named;
        }
        answers.set(id, { key: (answer as ReadAnswer).key, value: (source as ReadAnswer).value });
      }
    }
  } catch {
    answers = new Map();
  }
  return {
    answer: (id, key) => answerIn(answers, id, key),
    forget: () => void (answers = new Map()),
  };
}

/**
 * Why a call failed: the service answered with an error status (`http`), no response came back
 * (`network`, `timeout`, `aborted`), the answer was not JSON (`parse`), or the client refused to send it
 * because services are stopped (`stopped`).
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse' | 'stopped';

export interface HttpErrorInit {
  readonly kind: HttpErrorKind;
  readonly method: string;
  readonly url: string;
  /** HTTP status; 0 when no response came back. */
  readonly status: number;
  /** The parsed body of an error response, when there was one. */
  readonly data?: unknown;
  /** Response headers of an error response, when there was one. */
  readonly headers?: Headers;
  /** How many attempts were made, retries included. */
  readonly attempts?: number;
  readonly cause?: unknown;
}

/** A failed call. `status` is 0 when the request never got a response. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Headers | undefined;
  readonly attempts: number;

  constructor(init: HttpErrorInit) {
    const what = init.kind === 'http' || init.kind === 'parse' ? `HTTP ${init.status}` : init.kind;
    super(`${init.method} ${init.url} failed: ${what}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.data = init.data;
    this.headers = init.headers;
    this.attempts = init.attempts ?? 1;
  }
}

/** True for an {@link HttpError}, also across bundles that each carry their own copy of the class. */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError || (value instanceof Error && value.name === 'HttpError' && 'kind' in value);
}

/**
 * The kept answer a response a shared cache gave comes from, on the response: a symbol of the runtime's registry, so
 * that every copy of this package (the store server's, the one an app's server build holds) finds it.
 */
export const KEPT = Symbol.for('@carrier/http-client/kept-answer');

/** Where the JSON of an answer a shared cache keeps is kept for all its readers. */
export interface KeptAnswer {
  /** The answer's JSON, parsed once by the first reader that took it, and frozen. */
  json?: unknown;
}

/**
 * Where the JSON of an answer that a shared cache gave is kept for all its readers, so that it is parsed (and, frozen,
 * checked against its contract) once per answer kept instead of once per reader; undefined for any other answer.
 * A reader that parses it puts the value there frozen (`deepFreeze`): every other reader gets that same value.
 */
export function keptJson(response: Response): KeptAnswer | undefined {
  return (response as Response & { [KEPT]?: KeptAnswer })[KEPT];
}

// How the store reads and writes a page's query: as typed. The router's default reads `?mdn=2015550121` as a number
// and writes a string of digits back in JSON quotes (`?mdn=%222015550121%22`); the store's query values are the
// specification's parameters (spec 2.6), plain strings, and a link keeps them as they were typed.

/** A query's values, each a string as typed (the first of a repeated key). */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr))
    if (!(key in query)) query[key] = value;
  return query;
}

/** A query from values: strings as they are, numbers and booleans as written, anything else as JSON; none left out. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

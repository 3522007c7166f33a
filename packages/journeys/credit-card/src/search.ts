/** A pre-qualification's id, from a page's query (`?prequalId=PQ…`), when it is one. */
export function parsePrequalSearch(search: Record<string, unknown>): { prequalId?: string } {
  const raw = search['prequalId'];
  return typeof raw === 'string' && /^PQ[A-Z0-9]{10}$/.test(raw) ? { prequalId: raw } : {};
}

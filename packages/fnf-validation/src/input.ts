/** Reads an untrusted value as a string: anything that is not a string counts as empty. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads an untrusted value as a plain object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

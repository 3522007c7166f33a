/** A quote's name as typed: its spaces tidied, 1 to 40 characters; undefined otherwise. */
export function quoteName(input: string): string | undefined {
  const name = input.replace(/\s+/g, ' ').trim();
  return name.length >= 1 && name.length <= 40 ? name : undefined;
}

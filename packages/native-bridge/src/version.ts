/**
 * Compares two app release versions part by part as numbers: "9.0" < "10.1.2", "10.1" = "10.1.0".
 * A part that is not a number counts as 0, so a malformed version sorts lowest (the oldest app's layout).
 * @returns a negative number when `a` is older, 0 when equal, a positive number when `a` is newer.
 * @example compareVersions('9.0', '10.1.2') // -1
 */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** True when `version` is `minimum` or newer. */
export const isAtLeast = (version: string, minimum: string): boolean => compareVersions(version, minimum) >= 0;

function versionParts(version: string): number[] {
  const trimmed = version.trim();
  if (!/^\d+(\.\d+)*$/.test(trimmed)) return [0];
  return trimmed.split('.').map(Number);
}

/**
 * Freezes `value` and everything in it, and gives it back: a value shared by several readers (an answer a shared cache
 * gives every visitor) that none of them can change for the others.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

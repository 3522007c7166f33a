// Type tests (checked by `tsc`, the typecheck target): a language file must give every key the English one has.
import type { PrepaidStrings } from './en.js';
import { es } from './es.js';

const { checkout: _left, ...withoutOneKey } = es;

// @ts-expect-error a Spanish file missing one of the English keys does not type-check
export const incomplete: PrepaidStrings = withoutOneKey;

// @ts-expect-error nor does one whose word is not a string
export const wrongType: PrepaidStrings = { ...es, checkout: 42 };

export const complete: PrepaidStrings = es;

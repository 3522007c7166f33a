// Type tests (checked by `tsc`, the typecheck target): a language file must give every key the English one has.
import type { StoresStrings } from './en.js';
import { es } from './es.js';

const { book: _left, ...withoutOneKey } = es;

// @ts-expect-error a Spanish file missing one of the English keys does not type-check
export const incomplete: StoresStrings = withoutOneKey;

// @ts-expect-error nor does one whose word is not a string
export const wrongType: StoresStrings = { ...es, book: 42 };

export const complete: StoresStrings = es;

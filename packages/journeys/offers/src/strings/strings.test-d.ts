// Type tests (checked by `tsc`, the typecheck target): a language file must give every key the English one has.
import type { OffersStrings } from './en.js';
import { es } from './es.js';

const { addToCart: _left, ...withoutOneKey } = es;

// @ts-expect-error a Spanish file missing one of the English keys does not type-check
export const incomplete: OffersStrings = withoutOneKey;

// @ts-expect-error nor does one whose word is not a string
export const wrongType: OffersStrings = { ...es, addToCart: 42 };

export const complete: OffersStrings = es;

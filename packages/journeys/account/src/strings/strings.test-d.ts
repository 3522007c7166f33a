// Type tests (checked by `tsc`, the typecheck target): a language file must give every key the English one has.
import type { AccountStrings } from './en.js';
import { es } from './es.js';

const { signOut: _left, ...withoutOneKey } = es;

// @ts-expect-error a Spanish file missing one of the English keys does not type-check
export const incomplete: AccountStrings = withoutOneKey;

// @ts-expect-error nor does one whose word is not a string
export const wrongType: AccountStrings = { ...es, signOut: 42 };

export const complete: AccountStrings = es;

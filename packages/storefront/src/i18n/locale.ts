/**
 * A journey's words in any language, from its English words: the same keys, each a string or a function to a
 * string. A journey's `strings/es.ts` is typed with it, so a key missing in Spanish fails the type check.
 * @example export const en = { title: 'Your cart', line: (n: number) => `Line ${n}` } as const;
 *          export type CartStrings = LocaleStrings<typeof en>;
 */
export type LocaleStrings<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: LocaleStrings<T[K]> };

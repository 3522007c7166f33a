/** An object type with its possibly-undefined fields made optional and never undefined. */
export type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** A copy without the fields whose value is undefined, so optional properties are left out instead. */
export function defined<T extends object>(value: T): Defined<T> {
  const out: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) out[key] = value[key];
  return out as unknown as Defined<T>;
}

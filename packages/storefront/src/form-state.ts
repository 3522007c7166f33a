import { useCallback, useState } from 'react';

/** Where a form keeps its values as they are typed (a checkout step's draft in session storage), private fields apart. */
export interface FormDraft {
  /** What was kept, read once as the form starts: values of other types are ignored. */
  readonly read: () => Readonly<Record<string, unknown>>;
  readonly save: (values: Readonly<Record<string, string>>) => void;
}

export interface FormStateOptions<K extends string = string> {
  /** Keeps the values as they are typed, and starts from what it kept. */
  readonly draft?: FormDraft | undefined;
  /**
   * A field's error goes as soon as the field is changed: every field's (`true`), or these fields' (a box ticked);
   * else it stays until the next submit.
   */
  readonly clearOnChange?: boolean | readonly K[];
}

/**
 * A form's state, the one way the journeys' forms hold theirs: each field's value, the problems found (by the rules
 * packages' checks before sending, or named by a service's answer), which fields were changed since the form began
 * (`touched`), and the number of failed submits (`attempt`), on which the error summary takes focus.
 * @example const form = useFormState({ zip: '', email: '' }); … <TextField {...form.field('zip')} error={words[form.errors.zip]} />
 */
export function useFormState<K extends string, Problem = string>(
  initial: Readonly<Record<K, string>>,
  { draft, clearOnChange = false }: FormStateOptions<NoInfer<K>> = {},
) {
  const [values, setValues] = useState<Record<K, string>>(() => {
    const kept = draft?.read() ?? {};
    const restored: Record<K, string> = { ...initial };
    for (const key of Object.keys(initial) as K[]) {
      const value = kept[key];
      if (typeof value === 'string') restored[key] = value;
    }
    return restored;
  });
  const [errors, setErrors] = useState<Partial<Record<K, Problem>>>({});
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const [attempt, setAttempt] = useState(0);

  const set = useCallback(
    (name: K) => (value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        draft?.save(next);
        return next;
      });
      setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
      if (clearOnChange === true || (clearOnChange !== false && clearOnChange.includes(name)))
        setErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest as Partial<Record<K, Problem>>;
        });
    },
    [draft, clearOnChange],
  );

  /** Shows these problems (none clears them); a submit that found some counts as failed, which moves focus. */
  const fail = useCallback((found: Partial<Record<K, Problem>>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setAttempt((n) => n + 1);
  }, []);

  /**
   * Checks that these fields are filled: shows the message of each one left empty (blank) and answers whether all were.
   * @example if (form.required({ make: texts.makeError, model: texts.modelError })) send(form.values);
   */
  const required = (messages: Readonly<Partial<Record<K, Problem>>>): boolean => {
    const found: Partial<Record<K, Problem>> = {};
    for (const [name, message] of Object.entries(messages) as [K, Problem][])
      if (values[name].trim() === '') found[name] = message;
    fail(found);
    return Object.keys(found).length === 0;
  };

  /** A field's name, value, change and problem. */
  const field = (name: K) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  return { values, setValues, set, field, errors, fail, required, touched, attempt };
}

import type { FieldErrorCode } from '@carrier/checkout-rules';
import { TextField, type TextFieldProps } from '@carrier/design-system';
import { useCallback, useState } from 'react';
import { useCheckoutDeps } from './deps.js';
import { useCheckoutStrings, type SummaryItem } from './CheckoutFrame.js';
import type { FieldProblem } from './call-error.js';

/** A form's values (kept in session storage as typed, its private fields apart), its errors and its attempts. */
export function useCheckoutForm<K extends string>(form: string | undefined, initial: Readonly<Record<K, string>>) {
  const { session } = useCheckoutDeps();
  const [values, setValues] = useState<Record<K, string>>(() => {
    const draft = form ? session.readDraft(form) : {};
    const restored: Record<K, string> = { ...initial };
    for (const key of Object.keys(initial) as K[]) if (typeof draft[key] === 'string') restored[key] = draft[key];
    return restored;
  });
  const [errors, setErrors] = useState<Partial<Record<K, FieldErrorCode>>>({});
  const [attempt, setAttempt] = useState(0);
  const set = useCallback(
    (name: K) => (value: string) =>
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (form) session.saveDraft(form, next);
        return next;
      }),
    [form, session],
  );
  /** Shows these errors (none clears them) and counts a failed submit, which moves focus to the summary. */
  const fail = useCallback((found: Partial<Record<K, FieldErrorCode>>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setAttempt((n) => n + 1);
  }, []);
  return { values, setValues, set, errors, fail, attempt };
}

/** The field errors a service named, by the form's field names (`address.zip` is the form's `zip`). */
export function serviceFieldErrors<K extends string>(
  fields: readonly FieldProblem[],
  names: readonly K[],
): Partial<Record<K, FieldErrorCode>> {
  const found: Partial<Record<K, FieldErrorCode>> = {};
  for (const { name, code } of fields) {
    const local = name.split('.').at(-1) as K;
    if (names.includes(local)) found[local] = code as FieldErrorCode;
  }
  return found;
}

/** The summary's items for a form's errors, in the form's order. */
export function summaryOf<K extends string>(
  errors: Partial<Record<K, FieldErrorCode>>,
  order: readonly K[],
  messages: Readonly<Record<FieldErrorCode, string>>,
  labels: Readonly<Record<K, string>>,
): SummaryItem[] {
  return order.flatMap((name) => {
    const code = errors[name];
    return code ? [{ id: `field-${name}`, message: `${labels[name]}: ${messages[code] ?? code}` }] : [];
  });
}

/** A text field of a checkout form, with its id for the error summary and its error named in words. */
export function FormField({
  name,
  error,
  ...props
}: Omit<TextFieldProps, 'id' | 'error'> & { readonly name: string; readonly error: FieldErrorCode | undefined }) {
  const texts = useCheckoutStrings();
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      {...props}
      {...(error ? { error: texts.fieldErrors[error] ?? error } : {})}
    />
  );
}

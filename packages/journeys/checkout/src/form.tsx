import { checkZip, type FieldErrorCode } from '@carrier/checkout-rules';
import { Button, Inline, TextField, type TextFieldProps } from '@carrier/design-system';
import { useCallback, useState, type FormEvent } from 'react';
import { useCheckout } from './session.js';
import { ErrorSummary, problemMessage, useCheckoutStrings, type SummaryItem } from './CheckoutFrame.js';
import type { CallProblem, FieldProblem } from './services.js';
import { ProblemNotice } from '@carrier/storefront/kit';

/** A form's values (kept in session storage as typed, its private fields apart), its errors and its attempts. */
export function useCheckoutForm<K extends string>(form: string | undefined, initial: Readonly<Record<K, string>>) {
  const { session } = useCheckout();
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
  /** A field's name, value, change and error, for `FormField`. */
  const bind = (name: K) => ({ name, value: values[name], onChange: set(name), error: errors[name] });
  return { values, setValues, set, bind, errors, fail, attempt };
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

/**
 * A ZIP code field with its button (numbers near it, stores near it): a valid ZIP is handed on as its five digits,
 * a wrong one is the field's error.
 */
export function ZipLookup({
  field,
  action,
  onZip,
  onError,
}: {
  readonly field: {
    readonly name: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly error: FieldErrorCode | undefined;
  };
  readonly action: string;
  readonly onZip: (zip: string) => void;
  /** The field's error code, or undefined once the ZIP is right. */
  readonly onError: (code: FieldErrorCode | undefined) => void;
}) {
  const texts = useCheckoutStrings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = checkZip(field.value);
    onError(zip.ok ? undefined : zip.error);
    if (zip.ok) onZip(zip.value.slice(0, 5));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Inline space="sm" alignY="end">
        <FormField {...field} label={texts.zip} autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        <Button type="submit" variant="secondary">
          {action}
        </Button>
      </Inline>
    </form>
  );
}

/**
 * What a form's last submit said: the summary of its fields' errors (which takes focus) and the services'
 * message for a refusal that names no field.
 */
export function FormProblems<K extends string>({
  form,
  order,
  labels,
  problem,
}: {
  readonly form: { readonly errors: Partial<Record<K, FieldErrorCode>>; readonly attempt: number };
  readonly order: readonly K[];
  readonly labels: Readonly<Record<K, string>>;
  readonly problem: CallProblem | undefined;
}) {
  const texts = useCheckoutStrings();
  return (
    <>
      <ErrorSummary items={summaryOf(form.errors, order, texts.fieldErrors, labels)} attempt={form.attempt} />
      <ProblemNotice message={problemMessage(problem, texts)} />
    </>
  );
}

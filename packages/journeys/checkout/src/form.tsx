import { checkZip, type FieldErrorCode } from '@carrier/checkout-rules';
import { Button, Inline, TextField, type TextFieldProps } from '@carrier/design-system';
import { useMemo, type FormEvent } from 'react';
import { useCheckout, type CheckoutForm } from './session.js';
import { ErrorSummary, problemMessage, type SummaryItem } from './problems.js';
import { useCheckoutStrings } from './words.js';
import type { CallProblem, FieldProblem } from './services.js';
import { ProblemNotice, useFormState } from '@carrier/storefront/kit';

/**
 * A checkout form's state (the kit's one form state): its values kept as a draft of the step in session storage as
 * they are typed (its private fields apart), its fields' error codes, the failed submits that move focus to the
 * summary. `bind(name)` gives a field's props for `FormField`.
 */
export function useCheckoutForm<K extends string>(
  form: CheckoutForm | undefined,
  initial: Readonly<Record<K, string>>,
) {
  const { session } = useCheckout();
  const draft = useMemo(
    () =>
      form
        ? {
            read: () => session.readDraft(form),
            save: (values: Readonly<Record<string, string>>) => session.saveDraft(form, values),
          }
        : undefined,
    [form, session],
  );
  const state = useFormState<K, FieldErrorCode>(initial, { draft });
  return { ...state, bind: state.field };
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
      error={error ? (texts.fieldErrors[error] ?? error) : undefined}
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

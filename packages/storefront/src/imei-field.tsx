import { checkImei, type ImeiCheck } from '@carrier/checkout-rules';
import { TextField } from '@carrier/design-system';
import { useState } from 'react';
import { useStorefront } from './context.js';
import type { Language } from './site.js';

/** The IMEI field's words: with the field, so that only the pages that ask for an IMEI load them. */
const IMEI_WORDS: Record<
  Language,
  { readonly label: string; readonly hint: string; readonly errors: Record<ImeiProblem, string> }
> = {
  en: {
    label: 'IMEI',
    hint: 'Dial *#06# on the phone to see its 15-digit IMEI.',
    errors: {
      required: 'Enter the 15 digits of the IMEI.',
      length: 'Enter the 15 digits of the IMEI.',
      checksum: 'This is not an IMEI: check the 15 digits.',
    },
  },
  es: {
    label: 'IMEI',
    hint: 'Marca *#06# en el teléfono para ver su IMEI de 15 dígitos.',
    errors: {
      required: 'Ingresa los 15 dígitos del IMEI.',
      length: 'Ingresa los 15 dígitos del IMEI.',
      checksum: 'Esto no es un IMEI: revisa los 15 dígitos.',
    },
  },
};

/** What can be wrong with an IMEI as typed: nothing typed, not 15 digits, or a wrong check digit. */
export type ImeiProblem = Extract<ImeiCheck, { ok: false }>['error'];

/** The props of the IMEI field, as `useImeiField` gives them. */
export interface ImeiFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/**
 * The IMEI of a phone, as its owner reads it under *#06# (often in groups: spaces, dots and dashes are forgiven): the
 * number pad, no autofill, room for 15 digits and their separators, the hint, and its problem once checked. Its words
 * are the site's language's. Used with `useImeiField`, which checks it.
 * @example const imei = useImeiField(); … <ImeiField {...imei.field} />
 */
export function ImeiField({ value, onChange, error }: ImeiFieldProps) {
  const words = IMEI_WORDS[useStorefront().site.language];
  return (
    <TextField
      id="field-imei"
      name="imei"
      label={words.label}
      helperText={words.hint}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      maxLength={19}
      error={error}
    />
  );
}

/**
 * An IMEI field's state: what is typed, and its problem once the form is sent. `check()` says the problem (or clears
 * it) and gives the 15 digits when the IMEI is one, before anything is sent; `invalid()` says the service found it no
 * IMEI; `refuse(message)` says another of the service's answers on the field.
 * @example const digits = imei.check(); if (digits) void services.check(digits);
 */
export function useImeiField() {
  const words = IMEI_WORDS[useStorefront().site.language];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const check = (): string | undefined => {
    const checked = checkImei(value);
    setError(checked.ok ? undefined : words.errors[checked.error]);
    return checked.ok ? checked.imei : undefined;
  };
  const field: ImeiFieldProps = { value, onChange: setValue, error };
  return {
    field,
    check,
    invalid: () => setError(words.errors.checksum),
    refuse: (message: string) => setError(message),
  };
}

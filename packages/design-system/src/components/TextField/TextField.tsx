import { useId, useRef, type InputHTMLAttributes } from 'react';
import { useEarlyInput } from './early-input.js';
import * as styles from './TextField.css.js';

/** The validation states a text field can show. */
export const TEXT_FIELD_STATES = ['none', 'error', 'success'] as const;
export type TextFieldState = (typeof TEXT_FIELD_STATES)[number];

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'onChange' | 'value' | 'children'
> {
  /** The visible label; always rendered, so the field always has an accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Hint shown under the field while there is no error or success message. */
  readonly helperText?: string;
  /** An error message: marks the field invalid and is read with it. */
  readonly error?: string | undefined;
  /** A success message, shown when the value is valid. */
  readonly success?: string;
  /**
   * Marks the field invalid when its message is shown elsewhere, e.g. in an alert under the field;
   * pass that alert's id in `aria-describedby` so it is read with the field.
   */
  readonly invalid?: boolean;
}

/**
 * A labelled text input with helper text and error or success states, tied to the input with
 * `aria-describedby` and `aria-invalid`.
 * @example <TextField label="Promo code" value={code} onChange={setCode} maxLength={11} />
 */
export function TextField({
  label,
  value,
  onChange,
  helperText,
  error,
  success,
  invalid,
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const input = useRef<HTMLInputElement>(null);
  const inputId = id ?? `field-${autoId}`;
  // What was typed into the page drawn on the server before its code ran reaches the state behind the field.
  useEarlyInput(input, { value }, onChange);
  const messageId = `${inputId}-message`;
  const isInvalid = Boolean(error) || invalid === true;
  const state: TextFieldState = isInvalid ? 'error' : success ? 'success' : 'none';
  const messageText = error ?? success ?? helperText;
  const tone = error ? 'error' : success ? 'success' : 'helper';
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        ref={input}
        id={inputId}
        className={`${styles.input} ${styles.inputState[state]}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={
          [messageText ? messageId : '', rest['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined
        }
      />
      {messageText ? (
        <p
          id={messageId}
          className={`${styles.message} ${styles.messageTone[tone]}`}
          aria-live={tone === 'helper' ? undefined : 'polite'}
        >
          {messageText}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import * as shared from '../shared.css.js';
import { useEarlyCheck } from '../TextField/early-choice.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'onChange' | 'checked' | 'children'
> {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Neither checked nor unchecked, e.g. "select all" when some are selected; announced as mixed. */
  readonly indeterminate?: boolean;
  /** A second line under the label, read with the checkbox. */
  readonly description?: string;
  readonly error?: string | undefined;
}

/**
 * A labelled native checkbox: Space toggles it, the label is a click target too.
 * @example <Checkbox label="5G" checked={only5g} onChange={setOnly5g} />
 */
export function Checkbox({
  label,
  checked,
  onChange,
  indeterminate = false,
  description,
  error,
  id,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const ref = useRef<HTMLInputElement>(null);
  useEarlyCheck(ref, checked, onChange);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const described = [description ? `${inputId}-description` : '', error ? `${inputId}-error` : ''].filter(Boolean);
  return (
    <div className={styles.row}>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      />
      <span className={styles.text}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={`${inputId}-description`} className={shared.fieldMessage}>
            {description}
          </span>
        ) : null}
        {error ? (
          <span id={`${inputId}-error`} className={shared.fieldError}>
            {error}
          </span>
        ) : null}
      </span>
    </div>
  );
}

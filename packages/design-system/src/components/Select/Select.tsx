import { useId, useRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.js';
import { useEarlyInput } from '../TextField/early-input.js';
import * as shared from '../shared.css.js';
import * as styles from './Select.css.js';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'className' | 'style' | 'onChange' | 'value' | 'children'
> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A first, empty choice such as "Choose a state"; picking it gives `''`. */
  readonly placeholder?: string;
  readonly helperText?: string;
  readonly error?: string | undefined;
}

/**
 * A labelled native select: the platform's own picker on phones, full keyboard support everywhere.
 * @example <Select label="Sort by" value={sort} onChange={setSort} options={SORT_OPTIONS} />
 */
export function Select({ label, options, value, onChange, placeholder, helperText, error, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const messageId = `${selectId}-message`;
  const message = error || helperText;
  // A choice made on the page the server drew, before its code ran, is the list's value once it runs.
  const select = useRef<HTMLSelectElement>(null);
  useEarlyInput(select, { value }, onChange);
  return (
    <div className={styles.field}>
      <label className={shared.fieldLabel} htmlFor={selectId}>
        {label}
      </label>
      <span className={styles.wrap}>
        <select
          {...rest}
          ref={select}
          id={selectId}
          className={cx(styles.select, error ? styles.invalid : undefined)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      {message ? (
        <p id={messageId} className={error ? shared.fieldError : shared.fieldMessage}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

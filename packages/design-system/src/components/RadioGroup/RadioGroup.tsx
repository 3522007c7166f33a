import { useId, useRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as shared from '../shared.css.js';
import { useEarlyChoice } from '../TextField/early-choice.js';
import * as styles from './RadioGroup.css.js';

export interface RadioOption {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  readonly disabled?: boolean;
  /** More about the choice, under its label and before its description, which describes the radio too. */
  readonly details?: ReactNode;
}

/**
 * How the choices are laid out: one under another, side by side in a row, or as cards side by side, one under another
 * on a phone (`RadioCards` draws choices compared that way).
 */
export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal', 'cards'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export interface RadioGroupProps {
  /** The question, rendered as the group's legend. */
  readonly legend: string;
  readonly name?: string;
  readonly options: readonly RadioOption[];
  /** The chosen value, or `''` when none is chosen yet. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly orientation?: RadioGroupOrientation;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * One choice among a few, as native radios in a fieldset: Tab enters the group, arrow keys move the choice.
 * @example <RadioGroup legend="Payment" value={pay} onChange={setPay} options={[{ value: 'monthly', label: 'Monthly' }, { value: 'full', label: 'Full price' }]} />
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  orientation = 'vertical',
  error,
  disabled,
}: RadioGroupProps) {
  const autoId = useId();
  const groupName = name ?? `radio-${autoId}`;
  const errorId = `${groupName}-error`;
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, value, onChange);
  return (
    <fieldset
      ref={group}
      className={styles.fieldset}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cx(shared.fieldLabel, styles.legend)}>{legend}</legend>
      <div className={cx(styles.options, styles.orientation[orientation])}>
        {options.map((option) => {
          const id = `${groupName}-${option.value}`;
          // The details, then the description, describe the radio.
          const about = option.details || option.description ? `${id}-about` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={groupName}
                className={styles.radio}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-describedby={about}
              />
              <div className={styles.text}>
                <label htmlFor={id}>{option.label}</label>
                {about ? (
                  <div id={about} className={styles.about}>
                    {option.details}
                    {option.description ? <span className={shared.fieldMessage}>{option.description}</span> : null}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={shared.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

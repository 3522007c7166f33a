import { useId, useRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as shared from '../shared.css.js';
import { useEarlyChoice } from '../TextField/early-choice.js';
import * as styles from './RadioGroup.css.js';

export interface RadioOption {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  readonly disabled?: boolean;
  /** The figure the choices are compared by (a price), drawn large under the label when the choices are cards. */
  readonly figure?: string;
  /** What the choice includes, a checked list under the figure when the choices are cards. */
  readonly points?: readonly string[];
}

/**
 * How the choices are laid out: one under another, side by side in a row, or as cards side by side that are compared
 * (each its label, a figure, what it includes and its description; one under another on a phone).
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
          const cards = orientation === 'cards';
          const figure = cards && option.figure ? option.figure : undefined;
          const points = cards && option.points?.length ? option.points : undefined;
          // A card's figure and list describe the choice, as its description does.
          const described = [
            figure ? `${id}-figure` : '',
            points ? `${id}-points` : '',
            option.description ? `${id}-description` : '',
          ].filter(Boolean);
          return (
            <div key={option.value} className={cx(styles.option, cards && styles.card)}>
              <input
                id={id}
                type="radio"
                name={groupName}
                className={styles.radio}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-describedby={described.length ? described.join(' ') : undefined}
              />
              <span className={styles.text}>
                <label htmlFor={id} className={cx(cards && styles.cardLabel)}>
                  {option.label}
                </label>
                {figure ? (
                  <span id={`${id}-figure`} className={styles.figure}>
                    {figure}
                  </span>
                ) : null}
                {points ? (
                  <ul id={`${id}-points`} className={styles.points}>
                    {points.map((point) => (
                      <li key={point} className={styles.point}>
                        {point}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {option.description ? (
                  <span id={`${id}-description`} className={shared.fieldMessage}>
                    {option.description}
                  </span>
                ) : null}
              </span>
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

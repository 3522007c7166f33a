import { useId, useRef, useState } from 'react';
import { useEarlyInput } from '../TextField/early-input.js';
import { useStrings } from '../../i18n/strings.js';
import { IconButton } from '../IconButton/IconButton.js';
import { MinusIcon, PlusIcon } from '../icons.js';
import * as shared from '../shared.css.js';
import * as styles from './QuantityStepper.css.js';

export interface QuantityStepperProps {
  /** What is counted, e.g. "Quantity"; also names the buttons ("Decrease Quantity"). */
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly disabled?: boolean;
  /** The field's name in a form: the quantity typed is sent with it where the page's code does not run. */
  readonly name?: string | undefined;
}

/** Keeps a typed or stepped quantity a whole number within min and max. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** A typed quantity when it is a whole number within min and max, else undefined. */
export function typedQuantity(text: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * A quantity with minus and plus buttons around a number field (WAI-ARIA spinbutton by the native input):
 * arrow keys and the buttons step it and stop at the ends. A typed quantity that is not a whole number within min
 * and max is said under the field and changes nothing until it is corrected.
 * @example <QuantityStepper label="Quantity" value={qty} onChange={setQty} min={1} max={5} />
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max = 10,
  disabled = false,
  name,
}: QuantityStepperProps) {
  const strings = useStrings();
  const id = useId();
  const errorId = useId();
  // What is typed while it is not a quantity; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const typeIn = (text: string) => {
    const typed = typedQuantity(text, min, max);
    if (typed === undefined) setDraft(text);
    else set(typed);
  };
  // A quantity typed on the page drawn on the server before its code ran is taken as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, { value: String(value) }, typeIn);
  // An empty field is a quantity being typed, not a wrong one; left empty, it shows the quantity again.
  const wrong = draft !== null && draft.trim() !== '';
  return (
    <div className={styles.field}>
      <div className={styles.stepper}>
        <label htmlFor={id} className={shared.visuallyHidden}>
          {label}
        </label>
        <IconButton
          label={strings.decrease(label)}
          icon={<MinusIcon />}
          variant="outlined"
          size="small"
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        />
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="number"
          name={name}
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? value}
          disabled={disabled}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? errorId : undefined}
          onBlur={() => {
            if (draft?.trim() === '') setDraft(null);
          }}
          onChange={(event) => typeIn(event.target.value)}
        />
        <IconButton
          label={strings.increase(label)}
          icon={<PlusIcon />}
          variant="outlined"
          size="small"
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        />
      </div>
      {wrong ? (
        <p id={errorId} className={styles.error} role="alert">
          {strings.quantityRange(min, max)}
        </p>
      ) : null}
    </div>
  );
}

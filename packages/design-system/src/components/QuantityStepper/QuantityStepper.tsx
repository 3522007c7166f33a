import { useId } from 'react';
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
}

/** Keeps a typed or stepped quantity a whole number within min and max. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * A quantity with minus and plus buttons around a number field (WAI-ARIA spinbutton by the native input):
 * arrow keys step it, typing is kept within min and max, the buttons stop at the ends.
 * @example <QuantityStepper label="Quantity" value={qty} onChange={setQty} min={1} max={5} />
 */
export function QuantityStepper({ label, value, onChange, min = 1, max = 10, disabled = false }: QuantityStepperProps) {
  const strings = useStrings();
  const id = useId();
  const set = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  return (
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
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value !== '') set(Number(event.target.value));
        }}
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
  );
}

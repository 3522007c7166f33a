import { useId } from 'react';
import * as styles from './Switch.css.js';

export interface SwitchProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** A second line, read with the switch. */
  readonly description?: string;
  readonly id?: string;
}

/**
 * An on/off setting that applies at once (WAI-ARIA switch): a button with `role="switch"`, toggled by
 * click, Space or Enter, announced as on or off.
 * @example <Switch label="Show monthly prices" checked={monthly} onChange={setMonthly} />
 */
export function Switch({ label, checked, onChange, disabled, description, id }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? `switch-${autoId}`;
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={switchId} id={`${switchId}-label`}>
          {label}
        </label>
        {description ? (
          <span id={`${switchId}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${switchId}-description` : undefined}
        disabled={disabled}
        className={styles.track}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}

import { useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import { CheckIcon } from '../icons.js';
import * as shared from '../shared.css.js';
import * as styles from './Stepper.css.js';

export interface StepperProps {
  /** The steps' names in order, e.g. Delivery, Payment, Review. */
  readonly steps: readonly string[];
  /** Index of the current step, from 0. */
  readonly current: number;
  /** Names the list; "Checkout steps" by default. */
  readonly label?: string;
}

/** Where a step stands relative to the current one. */
export type StepStatus = 'complete' | 'current' | 'upcoming';

/** The status of step `index` when `current` is the current step. */
export function stepStatus(index: number, current: number): StepStatus {
  return index < current ? 'complete' : index === current ? 'current' : 'upcoming';
}

/**
 * The checkout's progress: an ordered list where done steps say "completed" and the current one carries
 * `aria-current="step"`.
 * @example <Stepper steps={['Delivery', 'Payment', 'Review']} current={1} />
 */
export function Stepper({ steps, current, label }: StepperProps) {
  const strings = useStrings();
  const currentName = steps[current];
  return (
    <div className={styles.stepper}>
      <ol aria-label={label ?? strings.checkoutSteps} className={styles.list}>
        {steps.map((step, index) => {
          const status = stepStatus(index, current);
          return (
            <li
              key={step}
              aria-current={status === 'current' ? 'step' : undefined}
              className={cx(styles.step, styles.status[status])}
            >
              <span className={styles.marker} aria-hidden="true">
                {status === 'complete' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.name}>{step}</span>
              {status === 'complete' ? <span className={shared.visuallyHidden}>, {strings.stepCompleted}</span> : null}
            </li>
          );
        })}
      </ol>
      {currentName !== undefined && (
        <p className={styles.caption} aria-hidden="true">
          {strings.stepOf(current + 1, steps.length, currentName)}
        </p>
      )}
    </div>
  );
}

import { useStrings } from '../../i18n/strings.js';
import { Button } from '../Button/Button.js';
import { CheckIcon } from '../icons.js';
import * as styles from './FilterChips.css.js';

export interface FilterChip {
  readonly id: string;
  readonly label: string;
  readonly selected: boolean;
  /** How many products the filter would show, when known. */
  readonly count?: number;
}

export interface FilterChipsProps {
  /** Names the group, e.g. "Brand". */
  readonly label: string;
  readonly chips: readonly FilterChip[];
  readonly onToggle: (id: string) => void;
  /** Shows "Clear all" while any chip is on. */
  readonly onClear?: () => void;
}

/**
 * Quick filters as toggle buttons (`aria-pressed`) in a labelled group, with "Clear all" while any is on.
 * @example <FilterChips label="Brand" chips={makers} onToggle={toggleMaker} onClear={clearMakers} />
 */
export function FilterChips({ label, chips, onToggle, onClear }: FilterChipsProps) {
  const strings = useStrings();
  const anySelected = chips.some((chip) => chip.selected);
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={chip.selected}
          className={styles.chip}
          onClick={() => onToggle(chip.id)}
        >
          {chip.selected ? (
            <span className={styles.check} aria-hidden="true">
              <CheckIcon />
            </span>
          ) : null}
          {chip.label}
          {chip.count !== undefined ? <span className={styles.count}>({chip.count})</span> : null}
        </button>
      ))}
      {onClear && anySelected ? (
        <Button variant="link" size="small" onClick={onClear}>
          {strings.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}

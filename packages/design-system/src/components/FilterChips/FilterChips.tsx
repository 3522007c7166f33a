import type { ReactNode } from 'react';
import { useStrings } from '../../i18n/strings.js';
import { onPlainClick } from '../../utils/plain-click.js';
import { Button } from '../Button/Button.js';
import { Link } from '../Link/Link.js';
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
  /**
   * The address of the page with a chip toggled: the chips are then links to it, still toggles to a screen reader
   * (`role="button"`, `aria-pressed`), which work before the page's code runs and without it; a plain click, Enter or
   * Space calls `onToggle` instead of leaving the page.
   */
  readonly hrefFor?: ((id: string) => string) | undefined;
  /** The address of the page with every chip off: "Clear all" is then a link to it (a plain click calls `onClear`). */
  readonly clearHref?: string | undefined;
}

/**
 * Quick filters as toggle buttons (`aria-pressed`) in a labelled group, with "Clear all" while any is on; with `hrefFor`,
 * each is a link to the page with it toggled.
 * @example <FilterChips label="Brand" chips={makers} onToggle={toggleMaker} onClear={clearMakers} />
 */
export function FilterChips({ label, chips, onToggle, onClear, hrefFor, clearHref }: FilterChipsProps) {
  const strings = useStrings();
  const anySelected = chips.some((chip) => chip.selected);
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {chips.map((chip) => {
        const face: ReactNode = (
          <>
            {chip.selected ? (
              <span className={styles.check} aria-hidden="true">
                <CheckIcon />
              </span>
            ) : null}
            {chip.label}
            {chip.count !== undefined ? <span className={styles.count}>({chip.count})</span> : null}
          </>
        );
        return hrefFor ? (
          <a
            key={chip.id}
            href={hrefFor(chip.id)}
            role="button"
            aria-pressed={chip.selected}
            className={`${styles.chip} ${styles.link}`}
            onClick={onPlainClick(() => onToggle(chip.id))}
            onKeyDown={(event) => {
              // A button is pressed with Space as well as Enter (which a link follows, as a click).
              if (event.key !== ' ') return;
              event.preventDefault();
              onToggle(chip.id);
            }}
          >
            {face}
          </a>
        ) : (
          <button
            key={chip.id}
            type="button"
            aria-pressed={chip.selected}
            className={styles.chip}
            onClick={() => onToggle(chip.id)}
          >
            {face}
          </button>
        );
      })}
      {onClear && anySelected ? (
        clearHref !== undefined ? (
          <Link href={clearHref} onClick={onPlainClick(onClear)}>
            {strings.clearFilters}
          </Link>
        ) : (
          <Button variant="link" size="small" onClick={onClear}>
            {strings.clearFilters}
          </Button>
        )
      ) : null}
    </div>
  );
}

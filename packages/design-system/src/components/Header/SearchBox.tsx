import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useEarlyInput } from '../TextField/early-input.js';
import { useFrameStrings } from '../../i18n/frame-strings.js';
import { safeHref } from '../../utils/safeHref.js';
import { SearchIcon } from '../icons.js';
import * as shared from '../shared.css.js';
import * as styles from './SearchBox.css.js';

/** Suggestions left alone this long close (spec 9: auto-suggestion inactivity default 30000 ms). */
export const SUGGESTION_INACTIVITY_MS = 30_000;

/** One suggestion under the search box: where it leads, what it is, and a detail such as a price. */
export interface SearchSuggestion {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** What kind of thing it is, e.g. "Phone", "Accessory", "Plan". */
  readonly kind: string;
  readonly detail?: string;
}

export interface SearchBoxProps {
  /** The results page: the form is a GET to it with the query in `name`. */
  readonly action: string;
  readonly name?: string;
  readonly defaultValue?: string;
  /** Suggestions for what is typed now; none shows no list. */
  readonly suggestions?: readonly SearchSuggestion[];
  /** Each change of the query, to work out its suggestions. */
  readonly onQueryChange?: (query: string) => void;
  /** The box is first used (focused or typed in): the time to load what suggests. */
  readonly onFirstUse?: () => void;
  /** A suggestion is chosen; by default the page goes to its link. */
  readonly onPick?: (suggestion: SearchSuggestion) => void;
  readonly className?: string;
  /** An id for the input, e.g. to focus it from a button. */
  readonly inputId?: string;
  /** The list closes when nothing is typed or chosen in it this long; {@link SUGGESTION_INACTIVITY_MS} by default. */
  readonly inactivityMs?: number;
}

/**
 * The store's search form with suggestions as you type (the ARIA combobox pattern): arrows move through the
 * suggestions, Enter opens the one chosen or searches for what is typed, Escape closes the list. The number of
 * suggestions is announced as it changes. A list left alone for 30 s closes.
 * @example <SearchBox action="/search.html" suggestions={[{ id: 'p', label: 'Pixel 10', href: '/p', kind: 'Phone' }]} />
 */
export function SearchBox({
  action,
  name = 'q',
  defaultValue,
  suggestions = [],
  onQueryChange,
  onFirstUse,
  onPick,
  className,
  inputId,
  inactivityMs = SUGGESTION_INACTIVITY_MS,
}: SearchBoxProps) {
  const strings = useFrameStrings();
  const ownId = useId();
  const id = inputId ?? ownId;
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const shown = open && query.trim() !== '' ? suggestions : [];
  const listed = shown.length > 0;
  // A list left alone closes; typing or moving through it starts the wait again.
  useEffect(() => {
    if (!listed) return undefined;
    const timer = setTimeout(() => {
      setOpen(false);
      setActive(-1);
    }, inactivityMs);
    return () => clearTimeout(timer);
  }, [listed, query, active, inactivityMs]);
  const firstUse = () => {
    if (used) return;
    setUsed(true);
    onFirstUse?.();
  };
  const input = useRef<HTMLInputElement>(null);
  // A query typed into the page drawn on the server before its code ran is the box's, with its suggestions.
  useEarlyInput(input, { value: query }, (typed) => {
    firstUse();
    setQuery(typed);
    setOpen(true);
    onQueryChange?.(typed);
  });
  const pick = (suggestion: SearchSuggestion) => {
    setOpen(false);
    if (onPick) onPick(suggestion);
    else {
      const href = safeHref(suggestion.href);
      if (href) window.location.assign(href);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // From the box (-1) through each suggestion and back to the box.
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current + 1 >= shown.length
            ? -1
            : current + 1
          : current - 1 < -1
            ? shown.length - 1
            : current - 1,
      );
    } else if (event.key === 'Enter') {
      const chosen = shown[active];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  const activeId = active >= 0 && shown[active] ? `${listId}-${active}` : undefined;
  return (
    <form role="search" action={safeHref(action) ?? '#'} method="get" className={className}>
      <div className={styles.field}>
        <label htmlFor={id} className={shared.visuallyHidden}>
          {strings.searchLabel}
        </label>
        <input
          ref={input}
          id={id}
          name={name}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          value={query}
          placeholder={strings.search}
          className={styles.input}
          onFocus={firstUse}
          onChange={(event) => {
            firstUse();
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
            onQueryChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className={styles.submit}>
          <span className={styles.icon} aria-hidden="true">
            <SearchIcon />
          </span>
          <span className={shared.visuallyHidden}>{strings.search}</span>
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={strings.searchSuggestions}
        className={styles.list}
        hidden={shown.length === 0}
      >
        {shown.map((suggestion, i) => (
          <li
            key={suggestion.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // Keeps the focus in the box, so the list stays open until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className={styles.optionLabel}>{suggestion.label}</span>
            <span className={styles.optionDetail}>
              {suggestion.detail ? `${suggestion.kind} · ${suggestion.detail}` : suggestion.kind}
            </span>
          </li>
        ))}
      </ul>
      <p className={shared.visuallyHidden} aria-live="polite">
        {open && query.trim() !== '' ? strings.suggestionCount(shown.length) : ''}
      </p>
    </form>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.js';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
  readonly disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Product details". */
  readonly label: string;
  readonly tabs: readonly TabItem[];
  /** The selected tab's id when the caller keeps it (e.g. in the URL); otherwise the component does. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (id: string) => void;
}

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs and select them, Home and
 * End go to the ends, the panel is labelled by its tab.
 * @example <Tabs label="Product details" tabs={[{ id: 'specs', label: 'Specs', content: <Specs /> }]} />
 */
export function Tabs({ label, tabs, value, defaultValue, onChange }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwn(id);
    onChange?.(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}

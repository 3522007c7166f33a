import { createElement, useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from '../icons.js';
import * as styles from './Accordion.css.js';

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The heading level of the item titles, to fit the page's outline. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Lets several items stay open at once; otherwise opening one closes the others. */
  readonly allowMultiple?: boolean;
  readonly defaultExpanded?: readonly string[];
}

/**
 * Sections that show and hide, as the WAI-ARIA accordion pattern: each title is a heading holding a button
 * with `aria-expanded` that controls a labelled region.
 * @example <Accordion items={[{ id: 'faq-1', title: 'Can I keep my number?', content: 'Yes.' }]} />
 */
export function Accordion({ items, headingLevel = 3, allowMultiple = false, defaultExpanded = [] }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<readonly string[]>(defaultExpanded);
  const toggle = (id: string) =>
    setExpanded((open) => (open.includes(id) ? open.filter((x) => x !== id) : allowMultiple ? [...open, id] : [id]));
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = expanded.includes(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            {createElement(
              `h${headingLevel}`,
              { className: styles.heading },
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={regionId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron} data-open={open} aria-hidden="true">
                  <ChevronIcon />
                </span>
              </button>,
            )}
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.region}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

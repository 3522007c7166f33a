import type { ReactNode } from 'react';
import { useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import { onPlainClick } from '../../utils/plain-click.js';
import { ChevronIcon } from '../icons.js';
import * as styles from './Pagination.css.js';

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The link of a page, so pages can be opened in a new tab and crawled. */
  readonly hrefFor: (page: number) => string;
  /** Called instead of following the link (client-side navigation); the link still works without it. */
  readonly onNavigate?: (page: number) => void;
  /** Names the navigation landmark; "Pagination" by default. */
  readonly label?: string;
}

/** The page numbers to show: the first, the last, and the current one with one neighbour each side. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && p - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/**
 * Page links in a navigation landmark; the current page is marked `aria-current="page"`.
 * @example <Pagination page={2} pageCount={6} hrefFor={(p) => `?page=${p}`} onNavigate={setPage} />
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate, label }: PaginationProps) {
  const strings = useStrings();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const link = (target: number, content: ReactNode, name: string, extra?: string) => (
    <a
      href={hrefFor(target)}
      aria-label={name}
      aria-current={target === current && !extra ? 'page' : undefined}
      className={cx(styles.link, extra)}
      onClick={onNavigate ? onPlainClick(() => onNavigate(target)) : undefined}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label={label ?? strings.pagination} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? link(current - 1, <ChevronIcon direction="left" />, strings.previousPage, styles.arrow) : null}
        </li>
        {pageItems(current, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              link(item, item, strings.page(item))
            )}
          </li>
        ))}
        <li>
          {current < pageCount
            ? link(current + 1, <ChevronIcon direction="right" />, strings.nextPage, styles.arrow)
            : null}
        </li>
      </ul>
    </nav>
  );
}

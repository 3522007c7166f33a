import { useStrings } from '../../i18n/strings.js';
import { safeHref } from '../../utils/safeHref.js';
import * as styles from './Breadcrumbs.css.js';

export interface Crumb {
  readonly label: string;
  /** Left out for the current page, the last crumb. */
  readonly href?: string;
}

export interface BreadcrumbsProps {
  readonly items: readonly Crumb[];
  readonly label?: string;
}

/**
 * Where the page sits in the store (WAI-ARIA breadcrumb pattern): a navigation landmark with an ordered
 * list of links; the last item is the current page, marked `aria-current="page"`.
 * @example <Breadcrumbs items={[{ label: 'Shop', href: '/shop' }, { label: 'Smartphones', href: '/smartphones' }, { label: 'Pixel 9' }]} />
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  const strings = useStrings();
  return (
    <nav aria-label={label ?? strings.breadcrumb} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const href = last ? undefined : safeHref(item.href);
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {href ? (
                <a href={href} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

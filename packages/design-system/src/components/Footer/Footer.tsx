import type { ReactNode } from 'react';
import { safeHref } from '../../utils/safeHref.js';
import * as styles from './Footer.css.js';

export interface FooterLinkItem {
  readonly label: string;
  readonly href: string;
  readonly lang?: string;
}

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly FooterLinkItem[];
}

export interface FooterProps {
  readonly groups?: readonly FooterGroup[];
  /** The legal line, e.g. "© 2026 Carrier". */
  readonly note: string;
  /** Links under the groups: privacy, terms, the other language. */
  readonly links?: readonly FooterLinkItem[];
  /** The groups are on their way: their room is kept, so nothing moves when they come. */
  readonly loading?: boolean;
  readonly children?: ReactNode;
}

/**
 * The store's global footer: link groups under headings, then the legal line and the bottom links.
 * @example <Footer note="© 2026 Carrier" groups={[{ title: 'Shop', links: [{ label: 'Phones', href: '/smartphones' }] }]} />
 */
export function Footer({ groups = [], note, links = [], loading = false, children }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {loading ? <div className={styles.groupsLoading} aria-busy="true" /> : null}
        {!loading && groups.length > 0 ? (
          <div className={styles.groups}>
            {groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a className={styles.link} href={safeHref(link.href) ?? '#'} lang={link.lang}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
        {children}
        <div className={styles.bottom}>
          <p className={styles.note}>{note}</p>
          {links.length > 0 ? (
            <ul className={styles.bottomLinks}>
              {links.map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={safeHref(link.href) ?? '#'} lang={link.lang} hrefLang={link.lang}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { LogoMark } from '../icons.js';
import * as styles from './PageLayout.css.js';

export interface FooterLink {
  readonly label: string;
  readonly href: string;
  /** Language of the link text when it differs from the page, e.g. `es` for "Español". */
  readonly lang?: string;
}

export interface PageLayoutProps {
  /** Brand name shown next to the logo mark and used as the home link's name. */
  readonly brandName: string;
  readonly homeHref: string;
  /** Accessible name of the home link, e.g. "Carrier home". */
  readonly homeLabel: string;
  readonly skipLinkLabel: string;
  readonly footerLinks?: readonly FooterLink[];
  readonly footerNote: string;
  /** Extra header content on the right: links or actions. */
  readonly headerActions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The store's page frame: skip link, header with the logo, a main region no wider than 1232 px, footer.
 * Strings come from the caller, so the same frame serves the English and the Spanish site.
 */
export function PageLayout({
  brandName,
  homeHref,
  homeLabel,
  skipLinkLabel,
  footerLinks = [],
  footerNote,
  headerActions,
  children,
}: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={`${styles.container} ${styles.headerInner}`}>
          <a className={styles.logo} href={homeHref} aria-label={homeLabel}>
            <LogoMark className={styles.logoMark} />
            <span>{brandName}</span>
          </a>
          {headerActions}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerInner}`}>
          <p style={{ margin: 0 }}>{footerNote}</p>
          {footerLinks.length > 0 ? (
            <ul className={styles.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <a className={styles.footerLink} href={link.href} lang={link.lang}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </footer>
    </div>
  );
}

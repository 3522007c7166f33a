import { useId, useState, type ReactNode } from 'react';
import { useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import { safeHref } from '../../utils/safeHref.js';
import { CartIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../icons.js';
import * as shared from '../shared.css.js';
import * as styles from './Header.css.js';

export interface HeaderLink {
  readonly label: string;
  readonly href: string;
  /** Marks the section the page is in (`aria-current="page"`). */
  readonly current?: boolean;
  /** Language of the link text when it differs from the page, e.g. `es` for "Español". */
  readonly lang?: string;
}

export interface HeaderProps {
  readonly brandName: string;
  readonly homeHref: string;
  /** The home link's name, e.g. "Carrier home". */
  readonly homeLabel: string;
  readonly nav?: readonly HeaderLink[];
  /** The search form: a GET to `action` with the query in `name` (`q` by default). */
  readonly search?: { readonly action: string; readonly name?: string; readonly defaultValue?: string };
  readonly favorites?: { readonly href: string; readonly count: number };
  readonly cart?: { readonly href: string; readonly count: number };
  /** The sign-in link for visitors, or the account link for signed-in customers. */
  readonly account?: { readonly href: string; readonly label?: string };
  /** A link to the same page in the other language. */
  readonly languageSwitch?: HeaderLink;
  /** Anything else for the right side (e.g. a debug button outside production). */
  readonly extra?: ReactNode;
}

/**
 * The store's global header: logo (home link), main navigation (behind a Menu button on phones), search,
 * favorites and cart with their counts in their names, sign in, and the language switch.
 * @example <Header brandName="Carrier" homeHref="/" homeLabel="Carrier home" cart={{ href: '/cart', count: 2 }} />
 */
export function Header({
  brandName,
  homeHref,
  homeLabel,
  nav = [],
  search,
  favorites,
  cart,
  account,
  languageSwitch,
  extra,
}: HeaderProps) {
  const strings = useStrings();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const link = (href: string) => safeHref(href) ?? '#';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {nav.length > 0 ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.icon} aria-hidden="true">
              <MenuIcon />
            </span>
            <span className={shared.visuallyHidden}>{strings.menu}</span>
          </button>
        ) : null}
        <a className={styles.logo} href={link(homeHref)} aria-label={homeLabel}>
          <svg className={styles.logoMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M16.6 1.5 7.3 18.5H5.1L1.4 11h2.3l2.5 5L14.4 1.5z" />
          </svg>
          <span>{brandName}</span>
        </a>
        {nav.length > 0 ? (
          <nav aria-label={strings.mainNavigation} id={menuId} className={cx(styles.nav, menuOpen && styles.navOpen)}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.href}>
                  <a
                    className={styles.navLink}
                    href={link(item.href)}
                    aria-current={item.current ? 'page' : undefined}
                    lang={item.lang}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
              {languageSwitch ? (
                <li className={styles.phoneOnly}>
                  <a
                    className={styles.navLink}
                    href={link(languageSwitch.href)}
                    lang={languageSwitch.lang}
                    hrefLang={languageSwitch.lang}
                  >
                    {languageSwitch.label}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {search ? (
            <form role="search" action={link(search.action)} method="get" className={styles.search}>
              <label htmlFor={searchId} className={shared.visuallyHidden}>
                {strings.searchLabel}
              </label>
              <input
                id={searchId}
                name={search.name ?? 'q'}
                type="search"
                defaultValue={search.defaultValue}
                placeholder={strings.search}
                className={styles.searchInput}
              />
              <button type="submit" className={styles.iconLink}>
                <span className={styles.icon} aria-hidden="true">
                  <SearchIcon />
                </span>
                <span className={shared.visuallyHidden}>{strings.search}</span>
              </button>
            </form>
          ) : null}
          {languageSwitch ? (
            <a
              className={nav.length > 0 ? `${styles.textLink} ${styles.desktopOnly}` : styles.textLink}
              href={link(languageSwitch.href)}
              lang={languageSwitch.lang}
              hrefLang={languageSwitch.lang}
            >
              {languageSwitch.label}
            </a>
          ) : null}
          {account ? (
            <a className={styles.iconLink} href={link(account.href)} aria-label={account.label ?? strings.signIn}>
              <span className={styles.icon} aria-hidden="true">
                <UserIcon />
              </span>
              <span className={styles.iconLabel} aria-hidden="true">
                {account.label ?? strings.signIn}
              </span>
            </a>
          ) : null}
          {favorites ? (
            <a className={styles.iconLink} href={link(favorites.href)} aria-label={strings.favorites(favorites.count)}>
              <span className={styles.icon} aria-hidden="true">
                <HeartIcon filled={favorites.count > 0} />
              </span>
              {favorites.count > 0 ? (
                <span className={styles.count} aria-hidden="true">
                  {favorites.count > 99 ? '99+' : favorites.count}
                </span>
              ) : null}
            </a>
          ) : null}
          {cart ? (
            <a className={styles.iconLink} href={link(cart.href)} aria-label={strings.cart(cart.count)}>
              <span className={styles.icon} aria-hidden="true">
                <CartIcon />
              </span>
              {cart.count > 0 ? (
                <span className={styles.count} aria-hidden="true">
                  {cart.count > 99 ? '99+' : cart.count}
                </span>
              ) : null}
            </a>
          ) : null}
          {extra}
        </div>
      </div>
    </header>
  );
}

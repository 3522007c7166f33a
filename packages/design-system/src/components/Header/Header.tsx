import { useId, useState, type ReactNode } from 'react';
import { useFrameStrings } from '../../i18n/frame-strings.js';
import { cx } from '../../utils/cx.js';
import { safeHref } from '../../utils/safeHref.js';
import { LogoMark, CartIcon, HeartIcon, MenuIcon, UserIcon } from '../icons.js';
import { shortCount } from '../../utils/shortCount.js';
import * as shared from '../shared.css.js';
import * as styles from './Header.css.js';
import { SearchBox, type SearchBoxProps } from './SearchBox.js';

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
  /** The search form: a GET to `action` with the query in `name` (`q` by default), with suggestions as you type. */
  readonly search?: Omit<SearchBoxProps, 'className' | 'inputId'>;
  readonly favorites?: { readonly href: string; readonly count: number };
  readonly cart?: { readonly href: string; readonly count: number };
  /**
   * The sign-in link for visitors, or the account link for signed-in customers: `label` is what it says ("Hi,
   * Maria"), `name` what a screen reader hears when that differs ("Your account, Maria").
   */
  readonly account?: { readonly href: string; readonly label?: string; readonly name?: string };
  /** Signs a signed-in customer out. */
  readonly onSignOut?: () => void;
  /** A link to the same page in the other language. */
  readonly languageSwitch?: HeaderLink;
  /**
   * Click-to-call: a `tel:` link to the store's line, in a slim row above the bar on desktops and in the menu on phones; `label` is
   * what it says ("Call 1-800-555-0199"), `name` what a screen reader hears when that says more (it starts with the
   * label, so speech input finds the link by what it shows).
   */
  readonly call?: { readonly href: string; readonly label: string; readonly name?: string };
  /**
   * A signed-in customer's own shortcuts (the express hub): in the slim row above the bar on desktops, before the call,
   * and in the menu on phones, so the bar keeps its room.
   */
  readonly shortcuts?: readonly HeaderLink[];
  /** Anything else for the right side (e.g. a debug button outside production). */
  readonly extra?: ReactNode;
}

/** An icon link named with its count (favorites, cart), the count drawn on the icon when there is one. */
function CountLink({ href, label, count, icon }: { href: string; label: string; count: number; icon: ReactNode }) {
  return (
    <a className={styles.iconLink} href={href} aria-label={label}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {shortCount(count)}
        </span>
      ) : null}
    </a>
  );
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
  onSignOut,
  call,
  shortcuts = [],
  extra,
}: HeaderProps) {
  const strings = useFrameStrings();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const link = (href: string) => safeHref(href) ?? '#';
  // The call and the language switch are drawn in the menu on phones and in the bar (or above it) on desktops.
  const callLink = (className: string) =>
    call ? (
      <a className={className} href={link(call.href)} aria-label={call.name}>
        {call.label}
      </a>
    ) : null;
  const languageLink = (className: string) =>
    languageSwitch ? (
      <a
        className={className}
        href={link(languageSwitch.href)}
        lang={languageSwitch.lang}
        hrefLang={languageSwitch.lang}
      >
        {languageSwitch.label}
      </a>
    ) : null;
  return (
    <header className={styles.header}>
      {(call || shortcuts.length > 0) && nav.length > 0 ? (
        // A slim row above the bar on desktops (the bar is full); on phones the shortcuts and the call are in the menu.
        <div className={styles.utility}>
          {shortcuts.map((item) => (
            <a
              key={item.href}
              className={styles.utilityLink}
              href={link(item.href)}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </a>
          ))}
          {callLink(styles.utilityLink)}
        </div>
      ) : null}
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
          <LogoMark className={styles.logoMark} />
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
              {shortcuts.map((item) => (
                <li key={item.href} className={styles.phoneOnly}>
                  <a className={styles.navLink} href={link(item.href)} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
              {call ? <li className={styles.phoneOnly}>{callLink(styles.navLink)}</li> : null}
              {onSignOut ? (
                <li className={styles.phoneOnly}>
                  <button type="button" className={styles.navLink} onClick={onSignOut}>
                    {strings.signOut}
                  </button>
                </li>
              ) : null}
              {languageSwitch ? <li className={styles.phoneOnly}>{languageLink(styles.navLink)}</li> : null}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {nav.length === 0 ? callLink(styles.textLink) : null}
          {languageLink(nav.length > 0 ? `${styles.textLink} ${styles.desktopOnly}` : styles.textLink)}
          {account ? (
            <a
              className={styles.iconLink}
              href={link(account.href)}
              aria-label={account.name ?? account.label ?? strings.signIn}
            >
              <span className={styles.icon} aria-hidden="true">
                <UserIcon />
              </span>
              <span className={styles.iconLabel} aria-hidden="true">
                {account.label ?? strings.signIn}
              </span>
            </a>
          ) : null}
          {onSignOut ? (
            <button type="button" className={`${styles.textLink} ${styles.desktopOnly}`} onClick={onSignOut}>
              {strings.signOut}
            </button>
          ) : null}
          {favorites ? (
            <CountLink
              href={link(favorites.href)}
              label={strings.favorites(favorites.count)}
              count={favorites.count}
              icon={<HeartIcon filled={favorites.count > 0} />}
            />
          ) : null}
          {cart ? (
            <CountLink href={link(cart.href)} label={strings.cart(cart.count)} count={cart.count} icon={<CartIcon />} />
          ) : null}
          {extra}
        </div>
        {search ? (
          <div className={styles.searchRow}>
            <SearchBox {...search} className={styles.search} />
          </div>
        ) : null}
      </div>
    </header>
  );
}

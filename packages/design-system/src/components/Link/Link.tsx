import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useFrameStrings } from '../../i18n/frame-strings.js';
import { cx } from '../../utils/cx.js';
import { safeHref } from '../../utils/safeHref.js';
import * as styles from './Link.css.js';

/** The looks a link can take: inside a sentence, or on its own line with an arrow. */
export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'href'> {
  /** Where it goes. An unsafe address (`javascript:`, `data:`, `//other.host`) renders the text only. */
  readonly href: string;
  readonly variant?: LinkVariant;
  /** Opens in a new tab, says so to screen readers, and gives the new page no access to this one. */
  readonly external?: boolean;
  readonly children: ReactNode;
}

/**
 * A link that only ever goes to a safe address.
 * @example <Link href="/sales/digital/smartphones.html">Shop phones</Link>
 */
export function Link({ href, variant = 'inline', external = false, children, ...rest }: LinkProps) {
  const strings = useFrameStrings();
  const target = safeHref(href);
  if (target === undefined) return <span className={styles.unsafe}>{children}</span>;
  return (
    <a
      {...rest}
      href={target}
      className={cx(styles.base, styles.variant[variant])}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <span className={styles.hidden}> {strings.opensInNewTab}</span> : null}
    </a>
  );
}

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { safeHref } from '../../utils/safeHref.js';
import * as buttonStyles from '../Button/Button.css.js';

/** The looks of an action link: a page's main action, or an action beside it. */
export const ACTION_LINK_VARIANTS = ['primary', 'secondary'] as const;
export type ActionLinkVariant = (typeof ACTION_LINK_VARIANTS)[number];

export interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'href'> {
  /** Where it goes. An unsafe address (`javascript:`, `data:`, `//other.host`) renders the text only. */
  readonly href: string;
  readonly variant?: ActionLinkVariant;
  readonly children: ReactNode;
}

/**
 * A link that looks like a button: an action that leads to another page ("Continue to payment", "Compare the
 * plans"), drawn as the button of its variant, as wide as its words. It is a link, so it works before the page's
 * code has come and opens in a new tab when asked; a screen reader hears a link.
 * @example <ActionLink href="/sales/digital/payment.html">Continue to payment</ActionLink>
 */
export function ActionLink({ href, variant = 'primary', children, ...rest }: ActionLinkProps) {
  const target = safeHref(href);
  if (target === undefined) return <span>{children}</span>;
  return (
    <a
      {...rest}
      href={target}
      className={cx(buttonStyles.base, buttonStyles.variant[variant], buttonStyles.size.large)}
    >
      {children}
    </a>
  );
}

import { Stack } from '@carrier/design-system';
import { type ReactNode } from 'react';
import { card, cardTitle } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';

/** The guest login's query: the store page to come back to, when it is one (`parseGuestSearch`, manifest). */
export interface GuestSearch {
  readonly goto?: string;
}

/** The guest login, coming back to the guest checkout. */
export const guestLoginHref = (base: string) =>
  `${base}${CHECKOUT_PATHS.guestLogin}?goto=${encodeURIComponent(`${base}${CHECKOUT_PATHS.guestCheckout}`)}`;

/** A choice of a ways-in page: what it is, what it means, and the way there. */
export function Choice({
  title,
  hint,
  children,
}: {
  readonly title: string;
  readonly hint: string;
  readonly children: ReactNode;
}) {
  return (
    <li className={card}>
      <Stack space="sm">
        <h2 className={cardTitle}>{title}</h2>
        <p>{hint}</p>
        {children}
      </Stack>
    </li>
  );
}

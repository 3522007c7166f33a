import { Alert, Skeleton, Stack } from '@carrier/design-system';
import type { AccountCustomer, AccountLine } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import {
  LoadFailed,
  SignInPrompt,
  formatDay,
  pageTitle,
  useLoad,
  usePageView,
  useStorefront,
  type ShoppingIntent,
} from '@carrier/storefront/kit';
import { SHOP_PATHS, productPath } from '@carrier/journey-shop/paths';
import * as styles from './lines.css.js';
import { LINES_STRINGS, type LinesStrings } from './strings/index.js';

export const useTexts = (): LinesStrings => LINES_STRINGS[useStorefront().site.language];

/** Whether a line can be upgraded early: not ready yet, with a balance left on its phone to pay off. */
export const canUpgradeEarly = (line: AccountLine): boolean =>
  !line.upgradeEligible && line.deviceBalance > 0 && !line.upgradeOrdered;

/**
 * The page of a signed-in customer: the account read once (the store's `customerAccount`), its loading and failure
 * drawn here; a visitor who is not signed in is asked to sign in and comes back.
 */
export function AccountPage({
  title,
  children,
}: {
  readonly title: string;
  readonly children: (customer: AccountCustomer) => ReactNode;
}) {
  const { shell, storeServices } = useStorefront();
  const texts = useTexts();
  const loggedIn = shell.loggedIn();
  usePageView(loggedIn ? title : texts.signInTitle);
  const account = useLoad(() => (loggedIn ? storeServices.customerAccount() : Promise.resolve(null)), [loggedIn]);
  if (!loggedIn) return <SignInPrompt title={texts.signInTitle} body={texts.signInBody} action={texts.signIn} />;
  return (
    <Stack as="section" space="lg" aria-labelledby="lines-title">
      <h1 id="lines-title" className={pageTitle}>
        {title}
      </h1>
      {account.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {account.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={account.retry} /> : null}
      {account.status === 'ready' && account.value ? children(account.value) : null}
    </Stack>
  );
}

/** Sets what the customer is shopping for, and goes on to the phones (or back to the phone they were looking at). */
export function useShopFor() {
  const { intent } = useStorefront();
  const navigate = useNavigate();
  return (next: ShoppingIntent, device?: string) => {
    intent.set(next);
    void navigate({ to: (device ? productPath(device) : SHOP_PATHS.gridwall) as never });
  };
}

/** The value of the "new line" choice of mdnselection. */
export const NEW_LINE = 'AAL';

/**
 * The account's open support cases, read before an upgrade (getCases): the customer can still upgrade, and is told a
 * specialist is on the case. A failed read goes through the store's service-error actions (id 208 leads to the
 * scheduled-order page, spec 8.4); otherwise the page goes on without it.
 */
export function OpenCases() {
  const { storeServices, site } = useStorefront();
  const texts = useTexts();
  const cases = useLoad(() => storeServices.supportCases(), []);
  const open = cases.status === 'ready' ? cases.value.filter((c) => c.status.toUpperCase() === 'OPEN') : [];
  if (open.length === 0) return null;
  return (
    <Alert tone="info" title={texts.openCaseTitle}>
      <ul className={styles.links}>
        {open.map((c) => (
          <li key={c.caseId}>{texts.openCase(c.subject, c.caseId, formatDay(c.opened, site.language))}</li>
        ))}
      </ul>
    </Alert>
  );
}

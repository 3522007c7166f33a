import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Badge, Button, Link, RadioGroup, Skeleton, Stack, formatMoney } from '@carrier/design-system';
import type { AccountCustomer, AccountLine } from '@carrier/service-contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  LoadFailed,
  SignInPrompt,
  card,
  formatDay,
  cardList,
  cardTitle,
  pageTitle,
  useLoad,
  usePageView,
  useStorefront,
  type ShoppingIntent,
} from '@carrier/storefront/kit';
import { LINES_PATHS } from './paths.js';
import { SHOP_PATHS, productPath } from '@carrier/journey-shop/paths';
import * as styles from './lines.css.js';
import { LINES_STRINGS, type LinesStrings } from './strings/index.js';

const useTexts = (): LinesStrings => LINES_STRINGS[useStorefront().site.language];

/** Whether a line can be upgraded early: not ready yet, with a balance left on its phone to pay off. */
export const canUpgradeEarly = (line: AccountLine): boolean =>
  !line.upgradeEligible && line.deviceBalance > 0 && !line.upgradeOrdered;

/**
 * The page of a signed-in customer: the account read once (the store's `customerAccount`), its loading and failure
 * drawn here; a visitor who is not signed in is asked to sign in and comes back.
 */
function AccountPage({
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
function useShopFor() {
  const { intent } = useStorefront();
  const navigate = useNavigate();
  return (next: ShoppingIntent, device?: string) => {
    intent.set(next);
    void navigate({ to: (device ? productPath(device) : SHOP_PATHS.gridwall) as never });
  };
}

/**
 * lineoverview: each line of the account with its phone, plan and what is left to pay on the phone, and what can
 * be done with it: upgrade a line that is ready, see how to upgrade early one that is not; and add a line.
 */
export function LineOverviewPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const shopFor = useShopFor();
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <AccountPage title={texts.overviewTitle}>
      {(customer) => (
        <Stack space="lg">
          <p className={styles.muted}>{texts.overviewIntro}</p>
          {customer.lines.length === 0 ? <p>{texts.noLines}</p> : null}
          <ul className={cardList}>
            {customer.lines.map((line) => {
              const number = formatPhone(line.mtn);
              return (
                <li key={line.mtn} className={card}>
                  <h2 className={cardTitle}>{texts.line(number)}</h2>
                  <p>{line.device}</p>
                  <p className={styles.muted}>{texts.plan(line.plan)}</p>
                  <p className={styles.muted}>
                    {line.deviceBalance > 0
                      ? texts.balance(money(line.deviceBalance), line.paymentsLeft)
                      : texts.paidOff}
                  </p>
                  <div>
                    <Badge tone={line.upgradeEligible ? 'success' : 'neutral'}>
                      {line.upgradeEligible ? texts.ready : line.upgradeOrdered ? texts.ordered : texts.early}
                    </Badge>
                  </div>
                  {line.upgradeOrdered ? (
                    <p className={styles.muted}>{texts.orderedOnItsWay(line.upgradeOrdered.orderNumber)}</p>
                  ) : null}
                  {line.upgradeEligible ? (
                    <div>
                      <Button
                        aria-label={texts.upgradeLine(number)}
                        onClick={() => shopFor({ flow: 'EUP', mtn: line.mtn, payOff: false })}
                      >
                        {texts.upgrade}
                      </Button>
                    </div>
                  ) : canUpgradeEarly(line) ? (
                    <Link
                      href={`${site.base}${LINES_PATHS.earlyUpgrade}?mdn=${line.mtn}`}
                      aria-label={texts.upgradeEarly(number)}
                    >
                      {texts.seeEarly}
                    </Link>
                  ) : null}
                </li>
              );
            })}
            <li className={card}>
              <h2 className={cardTitle}>{texts.addLine}</h2>
              <p className={styles.muted}>{texts.addLineHint}</p>
              <div>
                <Button variant="secondary" onClick={() => shopFor({ flow: 'AAL' })}>
                  {texts.addLine}
                </Button>
              </div>
            </li>
          </ul>
        </Stack>
      )}
    </AccountPage>
  );
}

/** The value of the "new line" choice of mdnselection. */
const NEW_LINE = 'AAL';

/**
 * mdnselection: which line an upgrade is for (flow EUP), or a new line instead (AAL). A line not ready yet cannot be
 * chosen; the way to upgrade it early is offered. The choice is the store's shopping intent; the customer goes on
 * to the phone they came from, or to the phones.
 */
export function MdnSelectionPage() {
  const texts = useTexts();
  const { site, intent } = useStorefront();
  const search = useSearch({ strict: false }) as { mdn?: string; device?: string };
  const shopFor = useShopFor();
  const current = intent.get();
  const [choice, setChoice] = useState(
    search.mdn ?? (current ? (current.flow === 'EUP' ? current.mtn : NEW_LINE) : ''),
  );
  const [error, setError] = useState<string>();
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <AccountPage title={texts.selectTitle}>
      {(customer) => {
        const ready = customer.lines.filter((line) => line.upgradeEligible);
        const early = customer.lines.filter(canUpgradeEarly);
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (choice === NEW_LINE) return shopFor({ flow: 'AAL' }, search.device);
          if (!ready.some((line) => line.mtn === choice)) return setError(texts.chooseLine);
          shopFor({ flow: 'EUP', mtn: choice, payOff: false }, search.device);
        };
        return (
          <form onSubmit={submit} noValidate className={styles.narrow}>
            <Stack space="lg">
              <p className={styles.muted}>{texts.selectIntro}</p>
              <OpenCases />
              {ready.length === 0 ? <Alert tone="info">{texts.onlyLater}</Alert> : null}
              <RadioGroup
                legend={texts.selectLegend}
                name="line"
                value={choice}
                onChange={(value) => {
                  setChoice(value);
                  setError(undefined);
                }}
                {...(error ? { error } : {})}
                options={[
                  ...customer.lines.map((line) => ({
                    value: line.mtn,
                    label: `${formatPhone(line.mtn)} · ${line.device}`,
                    description: line.upgradeEligible
                      ? texts.ready
                      : line.upgradeOrdered
                        ? texts.orderedOnItsWay(line.upgradeOrdered.orderNumber)
                        : texts.notReady(money(line.deviceBalance)),
                    disabled: !line.upgradeEligible,
                  })),
                  { value: NEW_LINE, label: texts.newLineOption, description: texts.newLineHint },
                ]}
              />
              {early.length > 0 ? (
                <ul className={styles.links}>
                  {early.map((line) => (
                    <li key={line.mtn}>
                      <Link href={`${site.base}${LINES_PATHS.earlyUpgrade}?mdn=${line.mtn}`}>
                        {texts.upgradeEarly(formatPhone(line.mtn))}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div>
                <Button type="submit">{texts.continue}</Button>
              </div>
            </Stack>
          </form>
        );
      }}
    </AccountPage>
  );
}

/**
 * The account's open support cases, read before an upgrade (getCases): the customer can still upgrade, and is told a
 * specialist is on the case. A failed read goes through the store's service-error actions (id 208 leads to the
 * scheduled-order page, spec 8.4); otherwise the page goes on without it.
 */
function OpenCases() {
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

/**
 * earlyupgrade: a line whose phone is not paid off yet is upgraded today by paying off what is left; the balance is
 * added to what is due today at checkout.
 */
export function EarlyUpgradePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { mdn } = useSearch({ strict: false }) as { mdn?: string };
  const shopFor = useShopFor();
  const money = (amount: number) => formatMoney(amount, site.language);
  const back = (
    <Link href={`${site.base}${LINES_PATHS.lineOverview}`} variant="standalone">
      {texts.backToLines}
    </Link>
  );
  return (
    <AccountPage title={texts.earlyTitle}>
      {(customer) => {
        const line = customer.lines.find((l) => l.mtn === mdn);
        if (!line)
          return (
            <Stack space="md">
              <Alert tone="warning">{texts.lineNotFound}</Alert>
              {back}
            </Stack>
          );
        const number = formatPhone(line.mtn);
        if (line.upgradeOrdered)
          return (
            <Stack space="md">
              <Alert tone="info">{texts.orderedOnItsWay(line.upgradeOrdered.orderNumber)}</Alert>
              {back}
            </Stack>
          );
        if (!canUpgradeEarly(line))
          return (
            <Stack space="md">
              <Alert tone="success">{texts.alreadyReady}</Alert>
              <div>
                <Button onClick={() => shopFor({ flow: 'EUP', mtn: line.mtn, payOff: false })}>
                  {texts.upgradeLine(number)}
                </Button>
              </div>
              {back}
            </Stack>
          );
        return (
          <Stack space="lg" className={styles.narrow}>
            <p>{texts.earlyIntro(line.device, number)}</p>
            <dl className={styles.figures}>
              <dt>{texts.leftToPay}</dt>
              <dd>{money(line.deviceBalance)}</dd>
              <dt>{texts.paymentsLeft}</dt>
              <dd>{line.paymentsLeft}</dd>
            </dl>
            <p className={styles.muted}>{texts.earlyHow}</p>
            <div>
              <Button onClick={() => shopFor({ flow: 'EUP', mtn: line.mtn, payOff: true })}>
                {texts.payOff(money(line.deviceBalance))}
              </Button>
            </div>
            {back}
          </Stack>
        );
      }}
    </AccountPage>
  );
}

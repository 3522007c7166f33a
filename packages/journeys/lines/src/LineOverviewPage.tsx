import { formatPhone } from '@carrier/checkout-rules';
import { Badge, Button, Link, Stack, formatMoney } from '@carrier/design-system';
import { card, cardList, cardTitle, useStorefront } from '@carrier/storefront/kit';
import { LINES_PATHS } from './paths.js';
import * as styles from './lines.css.js';
import { useTexts, canUpgradeEarly, AccountPage, useShopFor } from './lines.js';

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

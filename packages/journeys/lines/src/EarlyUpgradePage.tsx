import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Button, Link, Stack, formatMoney } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useStorefront } from '@carrier/storefront/kit';
import { LINES_PATHS } from './paths.js';
import * as styles from './lines.css.js';
import { useTexts, canUpgradeEarly, AccountPage, useShopFor } from './lines.js';

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

import { formatPhone } from '@carrier/checkout-rules';
import { Alert, Button, Link, RadioGroup, Stack, formatMoney } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent } from 'react';
import { useStorefront, useFormState } from '@carrier/storefront/kit';
import { LINES_PATHS } from './paths.js';
import * as styles from './lines.css.js';
import { useTexts, canUpgradeEarly, AccountPage, useShopFor, NEW_LINE, OpenCases } from './lines.js';

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
  const form = useFormState(
    { line: search.mdn ?? (current ? (current.flow === 'EUP' ? current.mtn : NEW_LINE) : '') },
    { clearOnChange: true },
  );
  const choice = form.values.line;
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <AccountPage title={texts.selectTitle}>
      {(customer) => {
        const ready = customer.lines.filter((line) => line.upgradeEligible);
        const early = customer.lines.filter(canUpgradeEarly);
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (choice === NEW_LINE) return shopFor({ flow: 'AAL' }, search.device);
          if (!ready.some((line) => line.mtn === choice)) return form.fail({ line: texts.chooseLine });
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
                onChange={form.set('line')}
                error={form.errors.line}
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

import { Alert, Checkbox, RadioGroup, Skeleton, Stack } from '@carrier/design-system';
import { Fragment, useState } from 'react';
import { card, cardTitle, factList, formWidth, intro, mutedText, useLoad } from '@carrier/storefront/kit';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, useMoney, useTexts } from './frame.js';

/** promobundlebuilder: a phone, a plan and up to three accessories, with the bundle's savings, into the cart. */
export function BundleBuilderPage() {
  const texts = useTexts();
  const money = useMoney();
  const { services } = useOffersDeps();
  const [deviceId, setDeviceId] = useState<string>();
  const [planId, setPlanId] = useState<string>();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const options = useLoad(() => services.bundleOptions(deviceId), [deviceId]);
  const ready = options.status === 'ready' ? options.value : undefined;
  const phone = ready?.phones.find((p) => p.deviceId === deviceId) ?? ready?.phones[0];
  const plan = ready?.plans.find((p) => p.planId === planId) ?? ready?.plans[1] ?? ready?.plans[0];
  const fitting = chosen.filter((id) => ready?.accessories.some((a) => a.accessoryId === id));
  // A quote the customer's next choice replaced is cancelled (logged as INFO, spec 8.2), not left to answer.
  const quote = useLoad(
    (signal) =>
      phone && plan
        ? services.bundleQuote({ deviceId: phone.deviceId, planId: plan.planId, accessoryIds: fitting }, signal)
        : new Promise<never>(() => undefined),
    [phone?.deviceId, plan?.planId, fitting.join(',')],
  );
  const action = useCartAction();
  const most = ready?.maxAccessories ?? 3;
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? (now.length < most ? [...now, id] : now) : now.filter((x) => x !== id)));

  return (
    <OffersPage title={texts.bundleTitle}>
      {ready ? <p className={intro}>{texts.bundleIntro(ready.accessoryPercentOff, most)}</p> : null}
      {options.status === 'loading' && !ready ? <Skeleton height="20rem" /> : null}
      {options.status === 'failed' ? <Alert tone="warning">{texts.loadFailed}</Alert> : null}
      {ready && phone && plan ? (
        <Stack space="lg">
          <RadioGroup
            legend={texts.bundlePhone}
            value={phone.deviceId}
            onChange={(v) => {
              setDeviceId(v);
              setChosen([]);
            }}
            options={ready.phones.map((p) => ({
              value: p.deviceId,
              label: p.name,
              description: `${money(p.offerPrice)} · ${texts.monthly(money(p.offerMonthly))}`,
            }))}
          />
          <RadioGroup
            legend={texts.bundlePlan}
            value={plan.planId}
            onChange={setPlanId}
            options={ready.plans.map((p) => ({
              value: p.planId,
              label: p.name,
              description: texts.autopayPrice(money(p.autopayMonthly)),
            }))}
          />
          <fieldset className={formWidth}>
            <legend>{texts.bundleAccessories(most)}</legend>
            <Stack space="sm">
              {ready.accessories.map((a) => (
                <Checkbox
                  key={a.accessoryId}
                  label={`${a.name}: ${money(a.bundlePrice)} (${money(a.price)})`}
                  checked={fitting.includes(a.accessoryId)}
                  disabled={!fitting.includes(a.accessoryId) && fitting.length >= most}
                  onChange={(on) => toggle(a.accessoryId, on)}
                />
              ))}
              {fitting.length >= most ? <p className={mutedText}>{texts.bundleTooMany(most)}</p> : null}
            </Stack>
          </fieldset>
          <section className={card} aria-labelledby="bundle-summary" aria-live="polite">
            <Stack space="sm">
              <h2 id="bundle-summary" className={cardTitle}>
                {texts.bundleSummary}
              </h2>
              {quote.status === 'ready' ? (
                <dl className={factList}>
                  <dt>{texts.dueToday}</dt>
                  <dd>{money(quote.value.dueToday)}</dd>
                  <dt>{texts.dueMonthly}</dt>
                  <dd>
                    {money(quote.value.monthly)} · {texts.autopayPrice(money(quote.value.autopayMonthly))}
                  </dd>
                  {quote.value.savings.map((s) => (
                    <Fragment key={s.label}>
                      <dt>{s.label}</dt>
                      <dd>−{money(s.amount)}</dd>
                    </Fragment>
                  ))}
                  <dt>{texts.totalSavings}</dt>
                  <dd>{money(quote.value.totalSavings)}</dd>
                </dl>
              ) : quote.status === 'failed' ? (
                <Alert tone="warning">{texts.loadFailed}</Alert>
              ) : (
                <Skeleton lines={3} />
              )}
            </Stack>
          </section>
          <AddToCart
            action={action}
            label={texts.bundleAdd}
            disabled={quote.status !== 'ready'}
            onAdd={() =>
              void action.run(async (cart, pageName, intent) => {
                const added = await cart.addDevice(
                  { deviceId: phone.deviceId, sku: phone.sku, purchaseType: 'devicePayment', ...intent },
                  pageName,
                );
                const line = added.lineDetails.lineInfo.at(-1);
                if (line) await cart.saveLine({ lineId: line.lineId, planId: plan.planId }, pageName);
                if (fitting.length > 0)
                  await cart.addAccessories(
                    fitting.map((accessoryId) => ({ accessoryId, quantity: 1 })),
                    pageName,
                    { bundle: true },
                  );
              })
            }
          />
        </Stack>
      ) : null}
    </OffersPage>
  );
}

import { Alert, Button, formatMoney, Inline, Link, RadioCards, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { LoadFailed, ProblemNotice, useLoad, usePageName, useStorefront, usePageView } from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from './paths.js';
import { useCartChange } from './useCartChange.js';
import { parseLineSearch } from './search.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { usePlanStrings, useCart } from './plans/parts.js';

/**
 * `protection` and `protectionNew`: device protection for each line, or none. `protectionNew` is the step after a new
 * phone's plan (the plans page leads there), about the phone just chosen; `protection` is where the cart's "Change
 * protection" leads.
 */
export function ProtectionPage() {
  const pageName = usePageName();
  const { site, cart: storeCart } = useStorefront();
  const shop = useShop();
  const texts = usePlanStrings();
  const fresh = pageName === 'protectionNew';
  const title = fresh ? texts.protectionNewTitle : texts.protectionTitle;
  usePageView(title);
  const search = parseLineSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const cart = useCart(pageName);
  const cartValue = cart.status === 'ready' ? cart.value : null;
  const lines = cartValue?.lineDetails.lineInfo ?? [];
  const line = lines.find((l) => l.lineId === search.line) ?? lines[0];
  const options = useLoad(
    () => (line ? shop.services.protection(line.device.deviceId) : Promise.resolve([])),
    [line?.device.deviceId],
  );
  const [choice, setChoice] = useState<string | undefined>();
  const { run, busy, problem, problemError } = useCartChange();
  const current = choice ?? line?.protection?.id ?? 'none';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    const updated = await run(
      'protection',
      () => storeCart.saveLine({ lineId: line.lineId, protectionId: current === 'none' ? null : current }, pageName),
      texts.saveFailed,
    );
    if (!updated) return;
    const next =
      updated.lineDetails.lineInfo[updated.lineDetails.lineInfo.findIndex((l) => l.lineId === line.lineId) + 1];
    setChoice(undefined);
    if (next) await navigate({ to: '.', search: { line: next.lineId }, replace: true });
    else await navigate({ to: CART_PATHS.cart });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="protection-title">
      <h1 id="protection-title" className={styles.heading}>
        {title}
      </h1>
      {fresh && line ? <p>{texts.protectionNewIntro(line.device.name)}</p> : null}
      {cart.status === 'loading' ? <Skeleton lines={5} /> : null}
      {cart.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={cart.retry} /> : null}
      {cart.status === 'ready' && !line ? (
        <Alert tone="info">
          {texts.noLines} <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
        </Alert>
      ) : null}
      <ProblemNotice message={problem} error={problemError} />
      {line && options.status === 'ready' ? (
        <Stack as="form" space="lg" onSubmit={(event) => void submit(event)}>
          <RadioCards
            legend={texts.protectionFor(line.device.name)}
            value={current}
            options={[
              ...options.value.map((o) => ({
                value: o.id,
                label: o.name,
                figure: `${formatMoney(o.monthlyPrice, site.language)}${texts.perMonth}`,
                points: o.features,
                description: texts.deductible(formatMoney(o.deductible, site.language)),
              })),
              {
                value: 'none',
                label: texts.noProtection,
                figure: `${formatMoney(0, site.language)}${texts.perMonth}`,
                description: texts.noProtectionHint,
              },
            ]}
            onChange={setChoice}
          />
          <Inline space="sm">
            <Button type="submit" loading={busy === 'protection'}>
              {texts.protectionSave}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {line && options.status === 'loading' ? <Skeleton lines={4} /> : null}
      {line && options.status === 'failed' ? (
        <LoadFailed message={texts.protectionFailed} retry={options.retry} />
      ) : null}
    </Stack>
  );
}

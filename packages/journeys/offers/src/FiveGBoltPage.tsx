import { checkZip, cleanText } from '@carrier/checkout-rules';
import { Alert, Button, RadioGroup, Stack, TextField } from '@carrier/design-system';
import { useRef, useState, type FormEvent } from 'react';
import {
  formWidth,
  formatDay,
  intro,
  useHydrated,
  useStorefront,
  ZipCodeForm,
  useFormState,
} from '@carrier/storefront/kit';
import { useOffersDeps } from './deps.js';
import { OffersPage, useMoney, useTexts } from './frame.js';

/** 5gbolt: 5G Home Internet at an address: its availability, its plans, and the order (once per key). */
export function FiveGBoltPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services, newKey } = useOffersDeps();
  const hydrated = useHydrated();
  const lookup = useFormState({ zip: '' });
  const { zip } = lookup.values;
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [found, setFound] = useState<Awaited<ReturnType<typeof services.homeInternet>>>();
  const [planId, setPlanId] = useState('');
  const address = useFormState({ line1: '' });
  const { line1 } = address.values;
  const [ordering, setOrdering] = useState(false);
  const [order, setOrder] = useState<Awaited<ReturnType<typeof services.orderHomeInternet>>>();
  const key = useRef<string | undefined>(undefined);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(zip);
    lookup.fail(checked.ok ? {} : { zip: texts.zipError });
    if (!checked.ok) return;
    setChecking(true);
    setFailed(undefined);
    try {
      const answer = await services.homeInternet(checked.value);
      setFound(answer);
      setPlanId(answer.plans[0]?.planId ?? '');
      key.current = undefined;
    } catch {
      setFailed(texts.serviceDown);
    }
    setChecking(false);
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    const street = cleanText(line1);
    address.fail(street && street.length <= 80 ? {} : { line1: texts.line1Error });
    if (!found || !street || street.length > 80 || !planId) return;
    setOrdering(true);
    setFailed(undefined);
    key.current ??= newKey();
    try {
      setOrder(await services.orderHomeInternet({ zip: found.zip, line1: street, planId }, key.current));
    } catch {
      setFailed(texts.orderFailed);
    }
    setOrdering(false);
  };

  if (order)
    return (
      <OffersPage title={texts.homeTitle}>
        <Alert tone="success">{texts.ordered(order.orderNumber)}</Alert>
        <p>{texts.orderedDetail(order.planName, money(order.monthly), formatDay(order.deliveryBy, site.language))}</p>
      </OffersPage>
    );
  return (
    <OffersPage title={texts.homeTitle}>
      <p className={intro}>{texts.homeIntro}</p>
      <ZipCodeForm
        label={texts.zip}
        value={zip}
        onChange={lookup.set('zip')}
        error={lookup.errors.zip}
        submit={checking ? texts.checking : texts.check}
        busy={checking}
        secondary={found !== undefined}
        onSubmit={(e) => void check(e)}
      />
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      {found && !found.available ? <Alert tone="info">{texts.homeUnavailable}</Alert> : null}
      {found?.available && found.city ? (
        <form onSubmit={(e) => void place(e)} noValidate className={formWidth} aria-label={texts.order}>
          <Stack space="md">
            <Alert tone="success">{texts.homeAvailable(found.city)}</Alert>
            <RadioGroup
              legend={texts.choosePlan}
              value={planId}
              onChange={setPlanId}
              options={found.plans.map((p) => ({
                value: p.planId,
                label: `${p.name}: ${texts.homeWithMobile(money(p.withMobileMonthly))}`,
                description: `${texts.homePlan(p.speed)}. ${texts.homeAlone(money(p.monthly))}.`,
              }))}
            />
            <TextField
              id="field-line1"
              name="line1"
              label={texts.line1}
              value={line1}
              onChange={address.set('line1')}
              autoComplete="address-line1"
              maxLength={80}
              error={address.errors.line1}
            />
            <div>
              <Button type="submit" loading={ordering} disabled={!hydrated}>
                {ordering ? texts.ordering : texts.order}
              </Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </OffersPage>
  );
}

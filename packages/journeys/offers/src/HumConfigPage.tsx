import { cleanText } from '@carrier/checkout-rules';
import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { card, cardTitle, formWidth, intro, useHydrated, useFormState } from '@carrier/storefront/kit';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, useMoney, useTexts } from './frame.js';

/** humconfig: whether the connected-car reader fits a car (year and make), then the reader into the cart. */
export function HumConfigPage() {
  const texts = useTexts();
  const money = useMoney();
  const { services } = useOffersDeps();
  const hydrated = useHydrated();
  const form = useFormState({ year: '', make: '' });
  const { year, make } = form.values;
  const { errors } = form;
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<Awaited<ReturnType<typeof services.checkVehicle>>>();
  const action = useCartAction({ forAccessories: true });

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const y = cleanText(year);
    const m = cleanText(make);
    const found = {
      ...(/^\d{4}$/.test(y) ? {} : { year: texts.yearError }),
      ...(m && m.length <= 40 && /^[\p{L}\d .'-]+$/u.test(m) ? {} : { make: texts.makeError }),
    };
    form.fail(found);
    if (Object.keys(found).length > 0) return;
    setChecking(true);
    setFailed(false);
    try {
      setResult(await services.checkVehicle(Number(y), m));
    } catch {
      setFailed(true);
    }
    setChecking(false);
  };

  return (
    <OffersPage title={texts.humTitle}>
      <p className={intro}>{texts.humIntro}</p>
      <form onSubmit={(e) => void check(e)} noValidate className={formWidth}>
        <Stack space="md">
          <TextField
            id="field-year"
            name="year"
            label={texts.year}
            value={year}
            onChange={(v) => {
              form.set('year')(v);
              setResult(undefined);
            }}
            inputMode="numeric"
            maxLength={4}
            error={errors.year}
          />
          <TextField
            id="field-make"
            name="make"
            label={texts.make}
            value={make}
            onChange={(v) => {
              form.set('make')(v);
              setResult(undefined);
            }}
            maxLength={40}
            error={errors.make}
          />
          <div>
            <Button type="submit" variant={result ? 'secondary' : 'primary'} loading={checking} disabled={!hydrated}>
              {texts.checkCar}
            </Button>
          </div>
        </Stack>
      </form>
      {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      {result && !result.compatible ? <Alert tone="warning">{result.reason}</Alert> : null}
      {result?.compatible ? (
        <Stack space="md">
          <Alert tone="success">{texts.carFits}</Alert>
          <section className={card} aria-labelledby="reader-title">
            <Stack space="sm">
              <h2 id="reader-title" className={cardTitle}>
                {result.name}
              </h2>
              <p>{texts.readerPrice(money(result.price))}</p>
              <p>{texts.servicePrice(money(result.serviceMonthly))}</p>
            </Stack>
          </section>
          <AddToCart
            action={action}
            label={texts.addToCart}
            onAdd={() =>
              void action.run((cart, pageName) =>
                cart.addAccessories([{ accessoryId: result.accessoryId, quantity: 1 }], pageName),
              )
            }
          />
        </Stack>
      ) : null}
    </OffersPage>
  );
}

import { checkZip, cleanText } from '@carrier/checkout-rules';
import { Alert, Button, Checkbox, Link, RadioGroup, Skeleton, Stack, TextField } from '@carrier/design-system';
import type { OfferPhone } from '@carrier/service-contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  actionRow,
  card,
  cardList,
  cardTitle,
  factList,
  formWidth,
  formatDay,
  intro,
  mutedText,
  serviceErrorId,
  useHydrated,
  useLoad,
  useStorefront,
  ZipCodeForm,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';
import { OFFER_PATHS } from './paths.js';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OfferCard, OffersPage, useHref, useMoney, useTexts } from './frame.js';

/** A phone of an offer: its picture, its price and its price with the offer, today or a month. */
function PhoneFacts({ phone }: { readonly phone: OfferPhone }) {
  const texts = useTexts();
  const money = useMoney();
  return (
    <dl className={factList}>
      <dt>{texts.price}</dt>
      <dd>
        {money(phone.price)} · {texts.monthly(money(phone.monthly))}
      </dd>
      <dt>{texts.withOffer}</dt>
      <dd>
        {money(phone.offerPrice)} · {texts.monthly(money(phone.offerMonthly))}
      </dd>
    </dl>
  );
}

/** promohubcart: a promotion of the hub (`?promo=`), its phones, and the phone with its deal into the cart. */
export function PromoHubCartPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = useOffersDeps();
  const { promo = '' } = useSearch({ strict: false }) as { promo?: string };
  const details = useLoad(
    () => (promo ? services.promotion(promo) : Promise.reject(new Error('no promotion'))),
    [promo],
    { report: (e) => promo !== '' && serviceErrorId(e) !== 'PROMOTION_NOT_FOUND' },
  );
  const [pay, setPay] = useState<'devicePayment' | 'fullRetail'>('devicePayment');
  const action = useCartAction();
  return (
    <OffersPage title={texts.promoCartTitle}>
      {details.status === 'loading' ? <Skeleton height="14rem" /> : null}
      {details.status === 'failed' ? (
        <Stack space="md">
          <Alert tone="warning">{texts.promoMissing}</Alert>
          <Link variant="standalone" href={href(OFFER_PATHS.promoHub)}>
            {texts.seeAllPromotions}
          </Link>
        </Stack>
      ) : null}
      {details.status === 'ready' ? (
        <Stack space="lg">
          <ul className={cardList}>
            <OfferCard offer={details.value.promotion} />
          </ul>
          {details.value.phones.map((phone) => (
            <section key={phone.deviceId} className={card} aria-labelledby={`phone-${phone.deviceId}`}>
              <Stack space="md">
                <h2 id={`phone-${phone.deviceId}`} className={cardTitle}>
                  {phone.name}
                </h2>
                <PhoneFacts phone={phone} />
                <RadioGroup
                  legend={texts.howToPay}
                  value={pay}
                  onChange={(v) => setPay(v === 'fullRetail' ? 'fullRetail' : 'devicePayment')}
                  options={[
                    { value: 'devicePayment', label: texts.payMonthly },
                    { value: 'fullRetail', label: texts.payInFull },
                  ]}
                />
                <AddToCart
                  action={action}
                  label={texts.addToCart}
                  onAdd={() =>
                    void action.run((cart, pageName, intent) =>
                      cart.addDevice(
                        { deviceId: phone.deviceId, sku: phone.sku, purchaseType: pay, ...intent },
                        pageName,
                      ),
                    )
                  }
                />
              </Stack>
            </section>
          ))}
        </Stack>
      ) : null}
    </OffersPage>
  );
}

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

/** mylink: what a Specialist put together (`?code=`): the phone, the plan and accessories, into the cart at once. */
export function MyLinkPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services } = useOffersDeps();
  const { code = '' } = useSearch({ strict: false }) as { code?: string };
  const valid = /^ML-[A-Z0-9]{6}$/.test(code);
  const link = useLoad(() => (valid ? services.myLink(code) : Promise.reject(new Error('no link'))), [code], {
    report: (e) => valid && !['LINK_NOT_FOUND', 'LINK_EXPIRED'].includes(serviceErrorId(e) ?? ''),
  });
  const action = useCartAction();
  const failure =
    link.status !== 'failed'
      ? undefined
      : !code
        ? texts.myLinkMissing
        : serviceErrorId(link.error) === 'LINK_EXPIRED'
          ? texts.linkExpired
          : valid && serviceErrorId(link.error) !== 'LINK_NOT_FOUND'
            ? texts.loadFailed
            : texts.linkNotFound;
  return (
    <OffersPage title={texts.myLinkTitle}>
      {link.status === 'loading' ? <Skeleton height="14rem" /> : null}
      {failure ? <Alert tone={code ? 'warning' : 'info'}>{failure}</Alert> : null}
      {link.status === 'ready' ? (
        <Stack space="md">
          <p className={intro}>{texts.myLinkFrom(link.value.specialist, link.value.storeName)}</p>
          <blockquote>{link.value.note}</blockquote>
          <section className={card} aria-labelledby="link-phone">
            <Stack space="sm">
              <h2 id="link-phone" className={cardTitle}>
                {link.value.phone.name}
              </h2>
              <PhoneFacts phone={link.value.phone} />
              <p>
                {link.value.plan.name}: {texts.autopayPrice(money(link.value.plan.monthly))}
              </p>
              {link.value.accessories.length > 0 ? (
                <ul>
                  {link.value.accessories.map((a) => (
                    <li key={a.accessoryId}>
                      {a.name}: {money(a.price)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          </section>
          <p className={mutedText}>{texts.myLinkExpires(formatDay(link.value.expiresOn, site.language))}</p>
          <AddToCart
            action={action}
            label={texts.addAll}
            onAdd={() =>
              void action.run(async (cart, pageName, intent) => {
                const { phone, plan, accessories } = link.value;
                const added = await cart.addDevice(
                  { deviceId: phone.deviceId, sku: phone.sku, purchaseType: 'devicePayment', ...intent },
                  pageName,
                );
                const line = added.lineDetails.lineInfo.at(-1);
                if (line) await cart.saveLine({ lineId: line.lineId, planId: plan.planId }, pageName);
                if (accessories.length > 0)
                  await cart.addAccessories(
                    accessories.map((a) => ({ accessoryId: a.accessoryId, quantity: 1 })),
                    pageName,
                  );
              })
            }
          />
        </Stack>
      ) : null}
    </OffersPage>
  );
}

/**
 * scanAndGoCart: an accessory scanned in a store (`?scanngoACC=`, spec 2.6) goes into the cart once: the code then
 * leaves the address, so a reload adds nothing again. The cart's accessories are listed with the way to pay.
 */
export function ScanAndGoPage() {
  const texts = useTexts();
  const href = useHref();
  const money = useMoney();
  const { services } = useOffersDeps();
  const { cart } = useStorefront();
  const { scanngoACC = '' } = useSearch({ strict: false }) as { scanngoACC?: string };
  const [state, setState] = useState<
    { step: 'idle' } | { step: 'adding' } | { step: 'added'; name: string } | { step: 'failed'; message: string }
  >({ step: scanngoACC ? 'adding' : 'idle' });
  const [version, setVersion] = useState(0);
  const navigate = useNavigate();
  const started = useRef(false);
  const access = useCartAction({ forAccessories: true });
  useEffect(() => {
    if (!scanngoACC || started.current || access.canAdd !== true) return;
    started.current = true;
    // The code leaves the address first: a reload or a back does not add the item again.
    void navigate({ to: '.', search: {}, replace: true });
    services
      .scan(scanngoACC)
      .then(async (item) => {
        await cart.addAccessories([{ accessoryId: item.accessoryId, quantity: 1 }], 'scanAndGoCart');
        setState({ step: 'added', name: item.name });
        setVersion((v) => v + 1);
      })
      .catch((error: unknown) =>
        setState({
          step: 'failed',
          message:
            serviceErrorId(error) === 'ACCESSORY_NOT_FOUND' || serviceErrorId(error) === 'INVALID_REQUEST'
              ? texts.scanNotFound
              : texts.addFailed,
        }),
      );
  }, [scanngoACC, services, cart, navigate, texts, access.canAdd]);
  const inCart = useLoad(() => cart.read('scanAndGoCart'), [version]);
  const items = inCart.status === 'ready' ? (inCart.value?.accessories ?? []) : [];
  return (
    <OffersPage title={texts.scanTitle}>
      <p className={intro}>{texts.scanIntro}</p>
      {state.step === 'adding' && access.canAdd === false ? (
        <AddToCart action={access} label={texts.addToCart} onAdd={() => undefined} />
      ) : state.step === 'adding' ? (
        <Skeleton height="3rem" />
      ) : null}
      {state.step === 'added' ? <Alert tone="success">{texts.scanAdded(state.name)}</Alert> : null}
      {state.step === 'failed' ? <Alert tone="warning">{state.message}</Alert> : null}
      {state.step === 'idle' ? <p>{texts.scanMissing}</p> : null}
      {items.length > 0 ? (
        <section aria-labelledby="scan-cart">
          <Stack space="sm">
            <h2 id="scan-cart">{texts.scanCart}</h2>
            <ul className={cardList}>
              {items.map((a) => (
                <li key={a.accessoryId} className={card}>
                  {a.name} × {a.quantity}: {money(a.price * a.quantity)}
                </li>
              ))}
            </ul>
            <div className={actionRow}>
              <Link variant="standalone" href={href(CHECKOUT_PATHS.checkout)}>
                {texts.checkout}
              </Link>
              <Link variant="standalone" href={href(CART_PATHS.cart)}>
                {texts.viewCart}
              </Link>
            </div>
          </Stack>
        </section>
      ) : null}
    </OffersPage>
  );
}

/** 5gbolt: 5G Home Internet at an address: its availability, its plans, and the order (once per key). */
export function FiveGBoltPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services, newKey } = useOffersDeps();
  const hydrated = useHydrated();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [found, setFound] = useState<Awaited<ReturnType<typeof services.homeInternet>>>();
  const [planId, setPlanId] = useState('');
  const [line1, setLine1] = useState('');
  const [line1Error, setLine1Error] = useState<string>();
  const [ordering, setOrdering] = useState(false);
  const [order, setOrder] = useState<Awaited<ReturnType<typeof services.orderHomeInternet>>>();
  const key = useRef<string | undefined>(undefined);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZip(zip);
    setZipError(checked.ok ? undefined : texts.zipError);
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
    setLine1Error(street && street.length <= 80 ? undefined : texts.line1Error);
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
        onChange={setZip}
        error={zipError}
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
              onChange={setLine1}
              autoComplete="address-line1"
              maxLength={80}
              {...(line1Error ? { error: line1Error } : {})}
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

/** humconfig: whether the connected-car reader fits a car (year and make), then the reader into the cart. */
export function HumConfigPage() {
  const texts = useTexts();
  const money = useMoney();
  const { services } = useOffersDeps();
  const hydrated = useHydrated();
  const [year, setYear] = useState('');
  const [make, setMake] = useState('');
  const [errors, setErrors] = useState<{ year?: string; make?: string }>({});
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
    setErrors(found);
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
              setYear(v);
              setResult(undefined);
            }}
            inputMode="numeric"
            maxLength={4}
            {...(errors.year ? { error: errors.year } : {})}
          />
          <TextField
            id="field-make"
            name="make"
            label={texts.make}
            value={make}
            onChange={(v) => {
              setMake(v);
              setResult(undefined);
            }}
            maxLength={40}
            {...(errors.make ? { error: errors.make } : {})}
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

import { Alert, Button, RadioGroup, Stack, formatMoney, formatTime, formatWeekday } from '@carrier/design-system';
import { CHECKOUT_PATHS } from './paths.js';
import type { DeliveryOptions } from '@carrier/service-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { LoadFailed, sddErrorForAnalytics, useLoad, useStorefront } from '@carrier/storefront/kit';
import { ADDRESS_FIELDS, AddressFields, AddressSuggestion, addressErrors } from './AboutYouPage.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage, type CheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';
import { day } from './format.js';
import { FormProblems, ZipLookup, serviceFieldErrors, useCheckoutForm } from './form.js';

type Method = 'SHIPPING' | 'ISPU' | 'SDD';

/** The options for the ZIP the customer gave, read when it is a ZIP. */
function useOptions(page: CheckoutPage, zip: string) {
  const { services } = useCheckout();
  const cartId = page.details?.cartId;
  return useLoad<DeliveryOptions | undefined>(
    () => (cartId && /^\d{5}$/.test(zip) ? services.deliveryOptions(cartId, zip) : Promise.resolve(undefined)),
    [cartId, zip],
  );
}

/** The stores near the ZIP, each with hours and stock, to pick up from. */
function StoreList({ options, page }: { readonly options: DeliveryOptions; readonly page: CheckoutPage }) {
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  const { site } = useStorefront();
  if (options.stores.length === 0) return <Alert tone="info">{texts.noStores}</Alert>;
  return (
    <Stack space="md">
      <h2>{texts.storesNear(options.zip)}</h2>
      <ul className={styles.plainList}>
        {options.stores.map((store) => (
          <li key={store.storeId} className={styles.panel}>
            <Stack space="xs">
              <strong>{store.name}</strong>
              <span>
                {store.address} · {texts.milesAway(store.distanceMiles)}
              </span>
              <span>{store.inStock ? texts.inStock : texts.notInStock}</span>
              <details>
                <summary>{texts.hours}</summary>
                <ul>
                  {store.hours.map((h) => (
                    <li key={h.day}>
                      {formatWeekday(h.day, site.language)} {formatTime(h.opens, site.language)}–
                      {formatTime(h.closes, site.language)}
                    </li>
                  ))}
                </ul>
              </details>
              {store.inStock && (
                <Button
                  variant="secondary"
                  loading={page.busy}
                  aria-label={`${texts.chooseStore}: ${store.name}`}
                  onClick={() =>
                    void page.apply((cartId) =>
                      services.saveDelivery({ cartId, method: 'ISPU', storeId: store.storeId }),
                    )
                  }
                >
                  {texts.chooseStore}
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** The page of each way to get the order: the delivery step is on shipping, and leads to the other two. */
const METHOD_PATHS: Readonly<Record<Method, string>> = {
  SHIPPING: CHECKOUT_PATHS.delivery,
  ISPU: CHECKOUT_PATHS.ispuShop,
  SDD: CHECKOUT_PATHS.sddInterstitial,
};

/**
 * The ways to get the order, each a link to its page (the one shown is current); same day, when the ZIP's answer
 * refuses it, is shown and not a link.
 */
function MethodLinks({ method, sameDayRefused }: { readonly method: Method; readonly sameDayRefused: boolean }) {
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const labels: Readonly<Record<Method, string>> = { SHIPPING: texts.ship, ISPU: texts.pickUp, SDD: texts.sameDay };
  return (
    <nav aria-label={texts.deliveryTitle}>
      <ul className={styles.methods}>
        {(['SHIPPING', 'ISPU', 'SDD'] as const).map((m) => (
          <li key={m}>
            {m === 'SDD' && sameDayRefused ? (
              <span className={`${styles.method} ${styles.methodOff}`}>
                {labels[m]}
                <span className={styles.methodNote}>{texts.notAvailableHere}</span>
              </span>
            ) : (
              <a
                className={styles.method}
                href={`${site.base}${METHOD_PATHS[m]}`}
                aria-current={m === method ? 'page' : undefined}
              >
                {labels[m]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * delivery, ISPU_SHOP, sddInterstitial: ship to an address, pick up in a store near a ZIP, or same day: the step's page
 * on each way to get the order, which the step's links lead to.
 */
export function DeliveryPage({ method = 'SHIPPING' }: { readonly method?: Method }) {
  const page = useCheckoutPage('delivery');
  const texts = useCheckoutStrings();
  const { site, analytics } = useStorefront();
  const { services } = useCheckout();
  const home = page.details?.customer?.address;
  const form = useCheckoutForm('delivery', {
    optionId: 'STANDARD',
    line1: home?.line1 ?? '',
    line2: home?.line2 ?? '',
    city: home?.city ?? '',
    state: home?.state ?? '',
    zip: home?.zip ?? '',
  });
  const [zip, setZip] = useState(/^\d{5}/.test(form.values.zip) ? form.values.zip.slice(0, 5) : '');
  // The customer's home address, once the checkout is read, unless an address was typed already.
  const { setValues } = form;
  useEffect(() => {
    if (!home) return;
    setValues((v) => (v.line1 ? v : { ...v, ...home }));
  }, [home, setValues]);
  const options = useOptions(page, zip || (home?.zip.slice(0, 5) ?? ''));
  const ready = options.status === 'ready' ? options.value : undefined;
  // Same day not offered at this ZIP: analytics is told why (spec 8.6), once an answer; the page says it below.
  const sameDayRefused = ready?.sameDay && !ready.sameDay.available ? ready.sameDay : undefined;
  useEffect(() => {
    if (!sameDayRefused) return;
    const { code, message } = sddErrorForAnalytics(sameDayRefused);
    analytics.error(code, message, 'INFO');
  }, [sameDayRefused, analytics]);
  const labels = { line1: texts.line1, line2: texts.line2, city: texts.city, state: texts.state, zip: texts.zip };
  const money = (n: number) => (n === 0 ? texts.free : formatMoney(n, site.language));

  const save = async (values: typeof form.values) => {
    const errors = addressErrors(values);
    form.fail(errors);
    if (Object.keys(errors).length > 0) return;
    const { line1, line2, city, state, zip: z } = values;
    const address = { line1, line2, city, state, zip: z };
    const failed = await page.apply((cartId) =>
      services.saveDelivery(
        method === 'SDD'
          ? { cartId, method: 'SDD', address }
          : { cartId, method: 'SHIPPING', optionId: values.optionId, address },
      ),
    );
    if (failed) form.fail(serviceFieldErrors(failed.fields, ADDRESS_FIELDS));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(form.values);
  };
  const sameDay = ready?.sameDay;
  return (
    <CheckoutFrame page={page} step="delivery" title={texts.deliveryTitle}>
      <Stack space="lg">
        <MethodLinks method={method} sameDayRefused={sameDayRefused !== undefined} />
        <FormProblems form={form} order={ADDRESS_FIELDS} labels={labels} problem={page.problem} />
        <AddressSuggestion
          problem={page.problem}
          onUse={(suggestion) => {
            const values = { ...form.values, ...suggestion };
            form.setValues(values);
            void save(values);
          }}
        />
        {options.status === 'failed' && <LoadFailed message={texts.optionsFailed} retry={options.retry} />}
        {sameDay && !sameDay.available && <Alert tone="info">{sameDay.sddErrorMessage ?? texts.sddUnavailable}</Alert>}
        {method === 'SDD' && sameDayRefused ? null : method === 'ISPU' ? (
          <Stack space="md">
            <ZipLookup
              field={form.bind('zip')}
              action={texts.showOptions}
              onError={(code) => form.fail(code ? { zip: code } : {})}
              onZip={setZip}
            />
            {ready && <StoreList options={ready} page={page} />}
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack space="md">
              <h2>{texts.shippingTo}</h2>
              <AddressFields
                values={form.values}
                set={(name) => (value) => {
                  form.set(name)(value);
                  if (name === 'zip' && /^\d{5}/.test(value)) setZip(value.slice(0, 5));
                }}
                errors={form.errors}
              />
              {method === 'SHIPPING' && ready && (
                <RadioGroup
                  legend={texts.shippingSpeed}
                  name="optionId"
                  value={form.values.optionId}
                  onChange={form.set('optionId')}
                  options={ready.shipping.map((o) => ({
                    value: o.optionId,
                    label: `${o.name} · ${money(o.price)}`,
                    description: texts.arrives(day(o.arrivesFrom, site.language), day(o.arrivesBy, site.language)),
                  }))}
                />
              )}
              {method === 'SDD' && sameDay?.available && (
                <Alert tone="info" title={texts.sddTitle}>
                  {texts.sddText} {texts.sameDayWindow(sameDay.window ?? '', money(sameDay.price ?? 0))}
                </Alert>
              )}
              <SubmitButton busy={page.busy}>{method === 'SDD' ? texts.chooseSameDay : texts.continue}</SubmitButton>
            </Stack>
          </form>
        )}
      </Stack>
    </CheckoutFrame>
  );
}

/** ISPU_SHOP: the delivery page on pickup in a store. */
export const IspuShopPage = () => <DeliveryPage method="ISPU" />;
/** sddInterstitial: the delivery page on same-day delivery. */
export const SddInterstitialPage = () => <DeliveryPage method="SDD" />;

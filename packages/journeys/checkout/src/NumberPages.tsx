import {
  fieldErrorsOf,
  checkBillingZip,
  checkPhone,
  checkPortInAccount,
  checkPortInPin,
  formatPhone,
} from '@carrier/checkout-rules';
import { Inline, Link, RadioGroup, Stack } from '@carrier/design-system';
import type { NpanxxResponse } from '@carrier/service-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import {
  asCallProblem,
  CheckoutFrame,
  ErrorSummary,
  SubmitButton,
  problemMessage,
  useCheckoutPage,
  useCheckoutStrings,
} from './CheckoutFrame.js';
import { useCheckout } from './session.js';
import { checkoutQuery } from './flow.js';
import { FormProblems, FormField, ZipLookup, serviceFieldErrors, summaryOf, useCheckoutForm } from './form.js';

/** The first line still without a number, and its position. */
function lineToNumber(details: { lines: readonly { lineId: string; deviceName: string; number: unknown }[] }) {
  const index = details.lines.findIndex((line) => line.number === null);
  return index < 0 ? undefined : { ...details.lines[index]!, position: index + 1 };
}

/** numberselection, newnumber, assignMTN: a new number near a ZIP for each new line, one line at a time. */
export function NumberSelectionPage() {
  const page = useCheckoutPage('numbers');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const form = useCheckoutForm('numbers', { zip: '', mdn: '' });
  const [offer, setOffer] = useState<NpanxxResponse['data']>();
  const line = page.details ? lineToNumber(page.details) : undefined;

  const find = async (zip: string) => {
    page.setProblem(undefined);
    try {
      setOffer(await services.numbers(zip, page.details!.cartId));
    } catch (error) {
      page.setProblem(asCallProblem(error));
    }
  };
  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (!offer || !line || !form.values.mdn) return form.fail({ mdn: 'required' });
    void page
      .apply(
        (cartId) => services.assignNumber(cartId, line.lineId, offer.zip, form.values.mdn),
        page.details!.lines.filter((l) => l.number === null).length > 1 ? CHECKOUT_PATHS.numberSelection : undefined,
      )
      .then((failed) => !failed && setOffer(undefined));
  };
  const labels = { zip: texts.zip, mdn: texts.chooseNumber };
  return (
    <CheckoutFrame page={page} step="numbers" title={texts.numbersTitle}>
      {line && (
        <Stack space="lg">
          <p>{texts.numbersIntro}</p>
          <h2>{texts.lineOf(line.position, line.deviceName)}</h2>
          <ErrorSummary
            items={summaryOf(form.errors, ['zip', 'mdn'], texts.fieldErrors, labels)}
            attempt={form.attempt}
          />
          <ProblemNotice message={problemMessage(page.problem, texts)} />
          <ZipLookup
            field={form.bind('zip')}
            action={texts.findNumbers}
            onError={(code) => form.fail(code ? { zip: code } : {})}
            onZip={(zip) => void find(zip)}
          />
          {offer && (
            <form onSubmit={choose} noValidate>
              <Stack space="md">
                <RadioGroup
                  legend={texts.chooseNumber}
                  name="mdn"
                  value={form.values.mdn}
                  onChange={form.set('mdn')}
                  options={offer.numbers.map((n) => ({ value: n.mdn, label: formatPhone(n.mdn), description: n.city }))}
                  {...(form.errors.mdn ? { error: texts.fieldErrors.required } : {})}
                />
                <SubmitButton busy={page.busy}>{texts.continue}</SubmitButton>
              </Stack>
            </form>
          )}
          <Link href={`${site.base}${CHECKOUT_PATHS.portIn}`}>{texts.keepNumber}</Link>
        </Stack>
      )}
    </CheckoutFrame>
  );
}

/** portInPrompt: keep the number from another carrier, or get a new one. */
export function PortInPromptPage() {
  const page = useCheckoutPage('numbers');
  const texts = useCheckoutStrings();
  const { site, currentHref } = useStorefront();
  // mtnFlow=G (spec 2.6): the customer asked for a new number already; the prompt is skipped.
  const newNumber = checkoutQuery(new URL(currentHref()).search).newNumber === true;
  const { go } = page;
  useEffect(() => {
    if (newNumber) go(CHECKOUT_PATHS.newNumber);
  }, [newNumber, go]);
  return (
    <CheckoutFrame page={page} step="numbers" title={texts.portPromptTitle}>
      <Stack space="md">
        <p>{texts.portPromptIntro}</p>
        <Inline space="md">
          <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.portIn}`}>
            {texts.keepNumber}
          </Link>
          <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.newNumber}`}>
            {texts.newNumber}
          </Link>
        </Inline>
      </Stack>
    </CheckoutFrame>
  );
}

const PORT_FIELDS = ['mdn', 'accountNumber', 'pin', 'billingZip'] as const;

/** portin, oldnumber: move a number from another carrier (its account number and PIN stay in memory only). */
export function PortInPage() {
  const page = useCheckoutPage('numbers');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const form = useCheckoutForm('numbers', { mdn: '', accountNumber: '', pin: '', billingZip: '' });
  const line = page.details ? lineToNumber(page.details) : undefined;
  const labels = {
    mdn: texts.mdn,
    accountNumber: texts.accountNumber,
    pin: texts.transferPin,
    billingZip: texts.billingZip,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = {
      mdn: checkPhone(form.values.mdn),
      accountNumber: checkPortInAccount(form.values.accountNumber),
      pin: checkPortInPin(form.values.pin),
      billingZip: checkBillingZip(form.values.billingZip),
    };
    const errors = fieldErrorsOf(checks);
    form.fail(errors);
    if (Object.keys(errors).length > 0 || !line) return;
    const failed = await page.apply((cartId) =>
      services.portIn({
        cartId,
        lineId: line.lineId,
        mdn: form.values.mdn.replace(/\D/g, '').slice(-10),
        accountNumber: form.values.accountNumber.trim().toUpperCase(),
        pin: form.values.pin.trim(),
        billingZip: form.values.billingZip.trim(),
      }),
    );
    if (failed) form.fail(serviceFieldErrors(failed.fields, PORT_FIELDS));
  };
  return (
    <CheckoutFrame page={page} step="numbers" title={texts.portTitle}>
      {line && (
        <form onSubmit={submit} noValidate>
          <Stack space="md">
            <p>{texts.portIntro}</p>
            <h2>{texts.lineOf(line.position, line.deviceName)}</h2>
            <FormProblems form={form} order={PORT_FIELDS} labels={labels} problem={page.problem} />
            <FormField
              {...form.bind('mdn')}
              label={texts.mdn}
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={14}
            />
            <FormField {...form.bind('accountNumber')} label={texts.accountNumber} autoComplete="off" maxLength={20} />
            <FormField
              {...form.bind('pin')}
              label={texts.transferPin}
              autoComplete="off"
              inputMode="numeric"
              type="password"
              maxLength={10}
            />
            <FormField
              {...form.bind('billingZip')}
              label={texts.billingZip}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
            />
            <SubmitButton busy={page.busy}>{texts.moveNumber}</SubmitButton>
            <Link href={`${site.base}${CHECKOUT_PATHS.numberSelection}`}>{texts.newNumber}</Link>
          </Stack>
        </form>
      )}
    </CheckoutFrame>
  );
}

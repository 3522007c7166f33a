import {
  fieldErrorsOf,
  checkBillingZip,
  checkPhone,
  checkPortInAccount,
  checkPortInPin,
} from '@carrier/checkout-rules';
import { Link, Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, serviceFieldErrors, useCheckoutForm } from './form.js';
import { lineToNumber, moreLinesToNumber, PORT_FIELDS } from './number.js';

/**
 * portin, oldnumber: move a number from another carrier (its account number and PIN stay in memory only); each line after
 * the first moves its own on oldnumber. A line's form is its own: its draft is forgotten once its number has moved, so
 * the next line's form starts empty, never with the number just moved.
 */
export function PortInPage() {
  const page = useCheckoutPage('numbers');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services, session } = useCheckout();
  const form = useCheckoutForm('portIn', { mdn: '', accountNumber: '', pin: '', billingZip: '' });
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
    // Another line still without a number: its own number to move, next (oldnumber).
    const more = moreLinesToNumber(page.details!);
    const failed = await page.apply(
      async (cartId) => {
        const moved = await services.portIn({
          cartId,
          lineId: line.lineId,
          mdn: form.values.mdn.replace(/\D/g, '').slice(-10),
          accountNumber: form.values.accountNumber.trim().toUpperCase(),
          pin: form.values.pin.trim(),
          billingZip: form.values.billingZip.trim(),
        });
        session.saveDraft('portIn', {});
        return moved;
      },
      more ? CHECKOUT_PATHS.oldNumber : undefined,
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

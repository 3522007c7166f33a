import { formatPhone } from '@carrier/checkout-rules';
import { Link, RadioGroup, Stack } from '@carrier/design-system';
import type { NpanxxResponse } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { ProblemNotice, usePageName, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { asCallProblem, ErrorSummary, problemMessage } from './problems.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { ZipLookup, summaryOf, useCheckoutForm } from './form.js';
import { lineToNumber, moreLinesToNumber } from './number.js';

/**
 * numberselection, newnumber, assignMTN: a new number near a ZIP for each new line, one line at a time. The step's page
 * (numberselection) offers to keep the number instead, by the prompt that says what moving it needs; a new number
 * chosen at the prompt (newnumber) offers the move at once; each line after the first is given its number on assignMTN.
 */
export function NumberSelectionPage() {
  const pageName = usePageName();
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
        moreLinesToNumber(page.details!) ? CHECKOUT_PATHS.assignMtn : undefined,
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
                  error={form.errors.mdn ? texts.fieldErrors.required : undefined}
                />
                <SubmitButton busy={page.busy}>{texts.continue}</SubmitButton>
              </Stack>
            </form>
          )}
          <Link
            href={`${site.base}${pageName === 'numberselection' ? CHECKOUT_PATHS.portInPrompt : CHECKOUT_PATHS.portIn}`}
          >
            {texts.keepNumber}
          </Link>
        </Stack>
      )}
    </CheckoutFrame>
  );
}

import { Alert, Button, Link, Stack, formatMoney, Skeleton } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { LoadFailed, ProblemNotice, useLoad, useStorefront, usePageName } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton, problemMessage, useCheckoutPage, useCheckoutStrings } from './CheckoutFrame.js';
import { useCheckout } from './session.js';
import { FormField } from './form.js';
import { Amounts } from './Amounts.js';

/** downpayment, downpay: the down payment the credit decision asked for, agreed to. */
export function DownPaymentPage() {
  const page = useCheckoutPage('downPayment');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const amount = page.details?.downPayment?.amount ?? 0;
  return (
    <CheckoutFrame page={page} step="downPayment" title={texts.downPaymentTitle}>
      <Stack space="md">
        <p>{texts.downPaymentText(formatMoney(amount, site.language))}</p>
        <ProblemNotice message={problemMessage(page.problem, texts)} />
        <Button loading={page.busy} onClick={() => void page.apply((cartId) => services.acceptDownPayment(cartId))}>
          {texts.agreeDownPayment}
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}

/** dppineligible: no device payments for this customer; buy outright instead. */
export function DppIneligiblePage() {
  const page = useCheckoutPage('deviceAgreement');
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  return (
    <CheckoutFrame page={page} step="deviceAgreement" title={texts.ineligibleTitle}>
      <Stack space="md">
        <p>{texts.ineligibleText}</p>
        <ProblemNotice message={problemMessage(page.problem, texts)} />
        <Button loading={page.busy} onClick={() => void page.apply((cartId) => services.buyOutright(cartId))}>
          {texts.buyOutright}
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}

/** The terms of one line's agreement, read from the services. */
function AgreementTerms({ cartId, lineId }: { readonly cartId: string; readonly lineId: string }) {
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const loaded = useLoad(() => services.agreement(cartId, lineId), [cartId, lineId]);
  if (loaded.status === 'failed') return <LoadFailed message={texts.agreementFailed} retry={loaded.retry} />;
  if (loaded.status !== 'ready') return <Skeleton height="10rem" />;
  const a = loaded.value;
  const money = (n: number) => formatMoney(n, site.language);
  return (
    <Stack space="sm">
      <Amounts
        rows={[
          { label: texts.retailPrice, amount: money(a.retailPrice) },
          { label: texts.downPayment, amount: money(a.downPayment) },
          { label: texts.financed, amount: money(a.financed) },
          { label: texts.monthlyFor(a.months), amount: money(a.monthly), total: true },
          { label: texts.apr, amount: `${a.apr}%` },
        ]}
      />
      <ul>
        {a.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** dppagreement, agreement, viewAgreement: each device's payment agreement, read and signed with the customer's name. */
export function AgreementPage() {
  const page = useCheckoutPage('deviceAgreement');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const [name, setName] = useState('');
  // viewAgreement opens on the agreement's terms; the other page names on the signature.
  const [open, setOpen] = useState<string | undefined>(usePageName() === 'viewAgreement' ? 'all' : undefined);
  const details = page.details;
  const ineligible = details?.credit?.decision === 'APPROVED_NO_DEVICE_PAYMENT';
  const line = details?.agreements.find((a) => !a.accepted);
  const sign = (event: FormEvent) => {
    event.preventDefault();
    if (line)
      void page
        .apply((cartId) => services.signAgreement(cartId, line.lineId, name))
        .then((failed) => !failed && setName(''));
  };
  return (
    <CheckoutFrame page={page} step="deviceAgreement" title={texts.agreementTitle}>
      {ineligible ? (
        <Alert tone="info">
          {texts.ineligibleText} <Link href={`${site.base}${CHECKOUT_PATHS.dppIneligible}`}>{texts.buyOutright}</Link>
        </Alert>
      ) : (
        details &&
        line && (
          <form onSubmit={sign} noValidate>
            <Stack space="md">
              <p>{texts.agreementIntro}</p>
              <h2>{line.deviceName}</h2>
              {open === line.lineId || open === 'all' ? (
                <AgreementTerms cartId={details.cartId} lineId={line.lineId} />
              ) : (
                <Button variant="secondary" onClick={() => setOpen(line.lineId)}>
                  {texts.viewAgreement}
                </Button>
              )}
              <ProblemNotice message={problemMessage(page.problem, texts)} />
              <FormField
                name="signature"
                label={texts.signature}
                value={name}
                onChange={setName}
                error={undefined}
                autoComplete="name"
                maxLength={100}
              />
              <SubmitButton busy={page.busy}>{texts.sign}</SubmitButton>
            </Stack>
          </form>
        )
      )}
    </CheckoutFrame>
  );
}

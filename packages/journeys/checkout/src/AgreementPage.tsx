import { Alert, Link, Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import { ProblemNotice, useStorefront, usePageName } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { problemMessage } from './problems.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormField, useCheckoutForm } from './form.js';
import { AgreementTerms } from './agreement.js';

/**
 * dppagreement, agreement, viewAgreement: each device's payment agreement, read and signed with the customer's name.
 * The step's page (dppagreement) leads to the agreement's terms (viewAgreement); each line after the first is signed on
 * agreement.
 */
export function AgreementPage() {
  const page = useCheckoutPage('deviceAgreement');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const form = useCheckoutForm(undefined, { signature: '' });
  // viewAgreement opens on the agreement's terms; the other page names on the signature.
  const reading = usePageName() === 'viewAgreement';
  const details = page.details;
  const ineligible = details?.credit?.decision === 'APPROVED_NO_DEVICE_PAYMENT';
  const line = details?.agreements.find((a) => !a.accepted);
  const sign = (event: FormEvent) => {
    event.preventDefault();
    // The name typed is the signature: asked before sending; the service says when it is not the customer's.
    if (line && form.required({ signature: 'required' }))
      void page
        .apply(
          (cartId) => services.signAgreement(cartId, line.lineId, form.values.signature),
          details!.agreements.filter((a) => !a.accepted).length > 1 ? CHECKOUT_PATHS.agreement : undefined,
        )
        .then((failed) => !failed && form.setValues({ signature: '' }));
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
              {reading ? (
                <AgreementTerms cartId={details.cartId} lineId={line.lineId} />
              ) : (
                <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.viewAgreement}`}>
                  {texts.viewAgreement}
                </Link>
              )}
              <ProblemNotice message={problemMessage(page.problem, texts)} />
              <FormField label={texts.signature} {...form.bind('signature')} autoComplete="name" maxLength={100} />
              <SubmitButton busy={page.busy}>{texts.sign}</SubmitButton>
            </Stack>
          </form>
        )
      )}
    </CheckoutFrame>
  );
}

import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import type { Order } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { pageTitle, useHydrated, usePageTitle, useFormState } from '@carrier/storefront/kit';
import { ErrorSummary, asCallProblem, problemMessage } from './problems.js';
import { useCheckoutPageView } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { OrderSummary } from './OrderSummary.js';
import { orderNumberOf, orderProof } from './lookup.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';

/**
 * The order lookup (the store's own): anyone, signed in or not, reads an order back with its number and the email
 * or billing ZIP code it was placed with. Neither is kept, and a wrong number and a wrong email answer alike.
 */
export function OrderLookupPage() {
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  usePageTitle(texts.lookupTitle);
  useCheckoutPageView(true);
  const form = useFormState({ number: '', proof: '' });
  const { number, proof } = form.values;
  const { errors } = form;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [order, setOrder] = useState<Order>();
  // Until the page's code runs, the form cannot be sent: the browser would put the email or ZIP in the address.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const orderNumber = orderNumberOf(number);
    const given = orderProof(proof);
    const found = {
      ...(orderNumber ? {} : { number: texts.lookupNumberError }),
      ...(given ? {} : { proof: texts.lookupProofError }),
    };
    form.fail(found);
    setProblem(undefined);
    if (!orderNumber || !given) return;
    setBusy(true);
    try {
      setOrder(await services.order(orderNumber, given));
    } catch (error) {
      const failed = asCallProblem(error);
      setProblem(failed.id === 'ORDER_NOT_FOUND' ? texts.lookupNotFound : problemMessage(failed, texts));
    } finally {
      setBusy(false);
    }
  };

  if (order)
    return (
      <Stack space="lg">
        <h1 className={pageTitle}>{texts.lookupTitle}</h1>
        <OrderSummary order={order} />
        <Button
          variant="secondary"
          onClick={() => {
            setOrder(undefined);
            form.setValues({ number: '', proof: '' });
          }}
        >
          {texts.lookupAnother}
        </Button>
      </Stack>
    );
  const summary = [
    ...(errors.number ? [{ id: 'field-number', message: `${texts.lookupNumber}: ${errors.number}` }] : []),
    ...(errors.proof ? [{ id: 'field-proof', message: `${texts.lookupEmailOrZip}: ${errors.proof}` }] : []),
  ];
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.lookupTitle}</h1>
      <div className={styles.content}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack space="md">
            <p>{texts.lookupIntro}</p>
            <ErrorSummary items={summary} attempt={form.attempt} />
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextField
              id="field-number"
              name="orderNumber"
              label={texts.lookupNumber}
              value={number}
              onChange={form.set('number')}
              autoComplete="off"
              maxLength={14}
              error={errors.number}
            />
            <TextField
              id="field-proof"
              name="proof"
              label={texts.lookupEmailOrZip}
              value={proof}
              onChange={form.set('proof')}
              autoComplete="email"
              maxLength={254}
              error={errors.proof}
            />
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.lookupFinding : texts.lookupAction}
            </Button>
          </Stack>
        </form>
      </div>
    </Stack>
  );
}

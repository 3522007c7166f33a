import {
  calendarDayOf,
  checkBillingZip,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkGiftCardNumber,
  checkGiftCardPin,
  checkName,
  cardBrandOf,
  formatCardNumber,
  formatExpiry,
  type FieldErrorCode,
} from '@carrier/checkout-rules';
import { Alert, Button, Stack, formatMoney } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import {
  CheckoutFrame,
  ErrorSummary,
  SubmitButton,
  problemMessage,
  useCheckoutPage,
  useCheckoutStrings,
} from './CheckoutFrame.js';
import { useCheckoutDeps } from './deps.js';
import { FormField, serviceFieldErrors, summaryOf, useCheckoutForm } from './form.js';
import { toCallError, type CheckoutCallError } from './call-error.js';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvv', 'nameOnCard', 'billingZip'] as const;
type CardField = (typeof CARD_FIELDS)[number];
type GiftCard = { readonly token: string; readonly last4: string; readonly balance: number };

/** payment, giftcard: gift cards first, then a card for the rest; the card is tokenized and only the token is sent on. */
export function PaymentPage({ giftCardFirst = false }: { readonly giftCardFirst?: boolean }) {
  const page = useCheckoutPage('payment');
  const texts = useCheckoutStrings();
  const { site, now } = useStorefront();
  const { services } = useCheckoutDeps();
  // The card's number, expiry and CVV are private: this form keeps only the name and ZIP in session storage.
  const form = useCheckoutForm<CardField>('payment', {
    cardNumber: '',
    expiry: '',
    cvv: '',
    nameOnCard: '',
    billingZip: '',
  });
  const gift = useCheckoutForm(undefined, { giftCardNumber: '', giftCardPin: '' });
  const [giftCards, setGiftCards] = useState<readonly GiftCard[]>([]);
  const [giftOpen, setGiftOpen] = useState(giftCardFirst);
  const [giftProblem, setGiftProblem] = useState<CheckoutCallError>();
  const due = page.details?.totals.dueToday ?? 0;
  const covered = giftCards.reduce((sum, g) => sum + g.balance, 0);
  const remaining = Math.max(0, Math.round((due - covered) * 100) / 100);
  const money = (n: number) => formatMoney(n, site.language);
  const labels: Record<CardField, string> = {
    cardNumber: texts.cardNumber,
    expiry: texts.expiry,
    cvv: texts.cvv,
    nameOnCard: texts.nameOnCard,
    billingZip: texts.billingZip,
  };

  const applyGift = async (event: FormEvent) => {
    event.preventDefault();
    const number = checkGiftCardNumber(gift.values.giftCardNumber);
    const pin = checkGiftCardPin(gift.values.giftCardPin);
    const errors: Partial<Record<'giftCardNumber' | 'giftCardPin', FieldErrorCode>> = {};
    if (!number.ok) errors.giftCardNumber = number.error;
    if (!pin.ok) errors.giftCardPin = pin.error;
    gift.fail(errors);
    if (!number.ok || !pin.ok) return;
    setGiftProblem(undefined);
    try {
      const card = await services.giftCardBalance(number.value, pin.value);
      if (card.balance <= 0) setGiftProblem(new Error(texts.giftCardEmpty) as CheckoutCallError);
      else setGiftCards((cards) => [...cards.filter((c) => c.last4 !== card.last4), card]);
      gift.setValues({ giftCardNumber: '', giftCardPin: '' });
    } catch (error) {
      setGiftProblem(toCallError(error));
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const tokens = giftCards.map((g) => g.token);
    if (remaining <= 0) {
      await page.apply((cartId) => services.authorize(cartId, null, tokens));
      return;
    }
    const number = checkCardNumber(form.values.cardNumber);
    const brand = number.ok ? number.value.brand : cardBrandOf(form.values.cardNumber);
    const checks = {
      cardNumber: number,
      expiry: checkExpiry(form.values.expiry, calendarDayOf(new Date(now()))),
      cvv: checkCvv(form.values.cvv, brand),
      nameOnCard: checkName(form.values.nameOnCard),
      billingZip: checkBillingZip(form.values.billingZip),
    };
    const errors: Partial<Record<CardField, FieldErrorCode>> = {};
    for (const name of CARD_FIELDS) {
      const check = checks[name];
      if (!check.ok) errors[name] = check.error;
    }
    form.fail(errors);
    if (Object.keys(errors).length > 0) return;
    const failed = await page.apply(async (cartId) => {
      const card = await services.tokenizeCard({ ...form.values });
      return services.authorize(cartId, card.token, tokens);
    });
    if (failed) {
      form.fail(serviceFieldErrors(failed.fields, CARD_FIELDS));
      // A refused card is typed again: its number and code are not kept.
      form.setValues((v) => ({ ...v, cvv: '' }));
    }
  };
  return (
    <CheckoutFrame page={page} step="payment" title={texts.paymentTitle}>
      <Stack space="lg">
        <p>
          <strong>{texts.dueTodayIs(money(due))}</strong>
        </p>
        <Stack space="md">
          <h2>{texts.giftCardTitle}</h2>
          {giftCards.map((g) => (
            <p key={g.token}>{texts.giftCardApplied(g.last4, money(g.balance))}</p>
          ))}
          {giftOpen ? (
            <form onSubmit={applyGift} noValidate>
              <Stack space="sm">
                <ProblemNotice message={giftProblem?.message} />
                <FormField
                  name="giftCardNumber"
                  label={texts.giftCardNumber}
                  value={gift.values.giftCardNumber}
                  onChange={gift.set('giftCardNumber')}
                  error={gift.errors.giftCardNumber}
                  autoComplete="off"
                  inputMode="numeric"
                  maxLength={19}
                />
                <FormField
                  name="giftCardPin"
                  label={texts.giftCardPin}
                  value={gift.values.giftCardPin}
                  onChange={gift.set('giftCardPin')}
                  error={gift.errors.giftCardPin}
                  autoComplete="off"
                  inputMode="numeric"
                  type="password"
                  maxLength={4}
                />
                <Button type="submit" variant="secondary">
                  {texts.applyGiftCard}
                </Button>
              </Stack>
            </form>
          ) : (
            <Button variant="link" onClick={() => setGiftOpen(true)}>
              {texts.addGiftCard}
            </Button>
          )}
        </Stack>
        <form onSubmit={pay} noValidate>
          <Stack space="md">
            <ErrorSummary
              items={summaryOf(form.errors, CARD_FIELDS, texts.fieldErrors, labels)}
              attempt={form.attempt}
            />
            <ProblemNotice message={problemMessage(page.problem, texts)} />
            {remaining <= 0 ? (
              <Alert tone="success">{due > 0 ? texts.coveredByGiftCards : texts.nothingDue}</Alert>
            ) : (
              <>
                {giftCards.length > 0 && <p>{texts.remaining(money(remaining))}</p>}
                <FormField
                  name="cardNumber"
                  label={texts.cardNumber}
                  value={formatCardNumber(form.values.cardNumber)}
                  onChange={form.set('cardNumber')}
                  error={form.errors.cardNumber}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  maxLength={23}
                />
                <FormField
                  name="expiry"
                  label={texts.expiry}
                  value={formatExpiry(form.values.expiry)}
                  onChange={form.set('expiry')}
                  error={form.errors.expiry}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  maxLength={7}
                />
                <FormField
                  name="cvv"
                  label={texts.cvv}
                  value={form.values.cvv}
                  onChange={form.set('cvv')}
                  error={form.errors.cvv}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  type="password"
                  maxLength={4}
                />
                <FormField
                  name="nameOnCard"
                  label={texts.nameOnCard}
                  value={form.values.nameOnCard}
                  onChange={form.set('nameOnCard')}
                  error={form.errors.nameOnCard}
                  autoComplete="cc-name"
                  maxLength={80}
                />
                <FormField
                  name="billingZip"
                  label={texts.billingZip}
                  value={form.values.billingZip}
                  onChange={form.set('billingZip')}
                  error={form.errors.billingZip}
                  autoComplete="billing postal-code"
                  inputMode="numeric"
                  maxLength={5}
                />
              </>
            )}
            <SubmitButton busy={page.busy}>{texts.payNow}</SubmitButton>
          </Stack>
        </form>
      </Stack>
    </CheckoutFrame>
  );
}

/** giftcard: the payment page opened on its gift cards. */
export const GiftCardPage = () => <PaymentPage giftCardFirst />;

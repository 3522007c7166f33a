import {
  fieldErrorsOf,
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
} from '@carrier/checkout-rules';
import { Alert, Button, Link, Stack, formatMoney } from '@carrier/design-system';
import { giftCardSplit, toCents, toDollars } from '@carrier/pricing';
import { useRef, useState, type FormEvent } from 'react';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { asCallProblem } from './problems.js';
import { CheckoutFrame, SubmitButton } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { FormProblems, FormField, serviceFieldErrors, useCheckoutForm } from './form.js';
import type { CallProblem } from './services.js';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvv', 'nameOnCard', 'billingZip'] as const;
type CardField = (typeof CARD_FIELDS)[number];
type GiftCard = { readonly token: string; readonly last4: string; readonly balance: number };

/** payment, giftcard: gift cards first, then a card for the rest; the card is tokenized and only the token is sent on. */
export function PaymentPage({ giftCardFirst = false }: { readonly giftCardFirst?: boolean }) {
  const page = useCheckoutPage('payment');
  const texts = useCheckoutStrings();
  const { site, now } = useStorefront();
  const { services } = useCheckout();
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
  // In memory only, for this page: the card typed and its token.
  const cardToken = useRef<{ readonly typed: string; readonly token: string }>(undefined);
  const [giftProblem, setGiftProblem] = useState<CallProblem>();
  const due = page.details?.amounts.dueToday ?? 0;
  // What each gift card gives and what is left for the card, by the pricing rule the services authorize with.
  const split = giftCardSplit(
    toCents(due),
    giftCards.map((g) => ({ id: g.token, balance: toCents(g.balance) })),
  );
  const taken = (token: string) => toDollars(split.giftCards.find((g) => g.id === token)?.amount ?? 0);
  const remaining = toDollars(split.card);
  const money = (n: number) => formatMoney(n, site.language);
  const labels: Record<CardField, string> = {
    cardNumber: texts.cardNumber,
    expiry: texts.expiry,
    cvv: texts.cvv,
    nameOnCard: texts.nameOnCard,
    billingZip: texts.cardBillingZip,
  };

  const applyGift = async (event: FormEvent) => {
    event.preventDefault();
    const number = checkGiftCardNumber(gift.values.giftCardNumber);
    const pin = checkGiftCardPin(gift.values.giftCardPin);
    gift.fail(fieldErrorsOf({ giftCardNumber: number, giftCardPin: pin }));
    if (!number.ok || !pin.ok) return;
    setGiftProblem(undefined);
    try {
      const card = await services.giftCardBalance(number.value, pin.value);
      if (card.balance <= 0)
        setGiftProblem({
          id: 'GIFT_CARD_EMPTY',
          message: texts.giftCardEmpty,
          fields: [],
          suggestions: [],
          retryable: false,
        });
      else setGiftCards((cards) => [...cards.filter((c) => c.last4 !== card.last4), card]);
      gift.setValues({ giftCardNumber: '', giftCardPin: '' });
    } catch (error) {
      setGiftProblem(asCallProblem(error));
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
    const errors = fieldErrorsOf(checks);
    form.fail(errors);
    if (Object.keys(errors).length > 0) return;
    const typed = CARD_FIELDS.map((name) => form.values[name]).join('|');
    const failed = await page.apply(async (cartId) => {
      // The same card after an outcome that is not known is sent again with its token, not tokenized anew.
      const token =
        cardToken.current?.typed === typed
          ? cardToken.current.token
          : (await services.tokenizeCard({ ...form.values })).token;
      cardToken.current = { typed, token };
      return services.authorize(cartId, token, tokens);
    });
    if (failed) {
      form.fail(serviceFieldErrors(failed.fields, CARD_FIELDS));
      if (!failed.retryable) {
        // A refused card is typed again: its code is not kept, nor its token.
        cardToken.current = undefined;
        form.setValues((v) => ({ ...v, cvv: '' }));
      }
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
            <p key={g.token}>{texts.giftCardApplied(g.last4, money(taken(g.token)), money(g.balance))}</p>
          ))}
          {giftCardFirst || giftCards.length > 0 ? (
            <form onSubmit={applyGift} noValidate>
              <Stack space="sm">
                <ProblemNotice message={giftProblem?.message} />
                <FormField
                  {...gift.bind('giftCardNumber')}
                  label={texts.giftCardNumber}
                  autoComplete="off"
                  inputMode="numeric"
                  maxLength={19}
                />
                <FormField
                  {...gift.bind('giftCardPin')}
                  label={texts.giftCardPin}
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
            <Link href={`${site.base}${CHECKOUT_PATHS.giftCard}`}>{texts.addGiftCard}</Link>
          )}
        </Stack>
        <form onSubmit={pay} noValidate>
          <Stack space="md">
            <FormProblems form={form} order={CARD_FIELDS} labels={labels} problem={page.problem} />
            {remaining <= 0 ? (
              <Alert tone="success">{due > 0 ? texts.coveredByGiftCards : texts.nothingDue}</Alert>
            ) : (
              <>
                <h2>{texts.cardTitle}</h2>
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
                  {...form.bind('cvv')}
                  label={texts.cvv}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  type="password"
                  maxLength={4}
                />
                <FormField
                  {...form.bind('nameOnCard')}
                  label={texts.nameOnCard}
                  autoComplete="cc-name"
                  maxLength={80}
                />
                <FormField
                  {...form.bind('billingZip')}
                  label={texts.cardBillingZip}
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

/** giftcard: the payment page with its gift-card form open, where the payment page's "Pay with a gift card" leads. */
export const GiftCardPage = () => <PaymentPage giftCardFirst />;

// The payment service: a card is tokenized once (its number, expiry and CVV are checked and dropped; the token
// keeps the brand, the last four digits and how the test card behaves), gift cards answer their balance with a
// token, and what is due today is authorized with the tokens, gift cards first.
import { randomBytes } from 'node:crypto';
import { giftCardSplit } from '@carrier/pricing';
import {
  calendarDayOf,
  checkBillingZip,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkGiftCardNumber,
  checkGiftCardPin,
  checkName,
  fieldErrorsOf,
  lastFour,
  type FieldErrorCode,
} from '@carrier/checkout-rules';

/** How a test card answers an authorization. */
export type CardBehaviour = 'approve' | 'decline' | 'insufficientFunds' | 'cvvMismatch' | 'expired' | 'errorOnce';

/** The card fixtures (any other valid card approves). */
export const CARD_FIXTURES: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficientFunds',
  '4000000000000127': 'cvvMismatch',
  '4000000000000069': 'expired',
  '4000000000000119': 'errorOnce',
};

/** Why an authorization is refused, with the words the payment page shows. */
export const CARD_REFUSALS: Readonly<
  Record<Exclude<CardBehaviour, 'approve' | 'errorOnce'>, { id: string; message: string }>
> = {
  decline: { id: 'CARD_DECLINED', message: 'Your card was declined. Use another card, or call your bank.' },
  insufficientFunds: {
    id: 'INSUFFICIENT_FUNDS',
    message: 'Your card does not have enough funds for this order. Use another card.',
  },
  cvvMismatch: {
    id: 'CVV_MISMATCH',
    message: 'The security code does not match this card. Check the 3 or 4 digits and try again.',
  },
  expired: { id: 'CARD_EXPIRED', message: 'Your bank says this card has expired. Use another card.' },
};

/** The gift card fixtures: balance in cents by number, with their PINs. */
export const GIFT_CARD_FIXTURES: Readonly<Record<string, { readonly pin: string; readonly balanceCents: number }>> = {
  '6006491234567890': { pin: '1234', balanceCents: 10_000 },
  '6006490000000000': { pin: '0000', balanceCents: 0 },
};

/** A tokenized card as the payment service keeps it: nothing of it can be used to pay elsewhere. */
export interface CardTokenRecord {
  readonly kind: 'card';
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiry: string;
  readonly behaviour: CardBehaviour;
}

/** A gift card's token: its last four digits and its balance (a fixture card holds its balance every time). */
export interface GiftCardTokenRecord {
  readonly kind: 'giftCard';
  readonly token: string;
  readonly last4: string;
  readonly balanceCents: number;
}

export type TokenRecord = CardTokenRecord | GiftCardTokenRecord;

/** A payment request with fields that are wrong: each field and why. */
export class PaymentFieldsError extends Error {
  constructor(readonly errors: Readonly<Record<string, FieldErrorCode>>) {
    super('Some payment fields are not valid.');
  }
}

/** The test card whose details the payment service cannot encrypt (PIE_ENCRYPTION, spec 8.1). */
export const PIE_FAILURE_CARD = '4000000000000341';

/** The card's details could not be encrypted for the payment processor: nothing was kept, the card is typed again. */
export class PieEncryptionError extends Error {
  readonly id = 'PIE_ENCRYPTION';
  constructor() {
    super('The card details could not be encrypted. Enter the card again.');
  }
}

const newToken = (prefix: 'tok' | 'gft') => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Checks a card and answers its token; the number, expiry and CVV go no further. */
export function tokenizeCard(
  request: { cardNumber: string; expiry: string; cvv: string; nameOnCard: string; billingZip: string },
  now: Date,
): CardTokenRecord {
  const number = checkCardNumber(request.cardNumber);
  const expiry = checkExpiry(request.expiry, calendarDayOf(now));
  const cvv = checkCvv(request.cvv, number.ok ? number.value.brand : undefined);
  const name = checkName(request.nameOnCard);
  const zip = checkBillingZip(request.billingZip);
  const errors = fieldErrorsOf({ cardNumber: number, expiry, cvv, nameOnCard: name, billingZip: zip });
  if (!number.ok || !expiry.ok || Object.keys(errors).length > 0) throw new PaymentFieldsError(errors);
  const { digits, brand } = number.value;
  if (digits === PIE_FAILURE_CARD) throw new PieEncryptionError();
  return {
    kind: 'card',
    token: newToken('tok'),
    brand,
    last4: lastFour(digits),
    expiry: `${String(expiry.value.month).padStart(2, '0')}/${String(expiry.value.year).slice(-2)}`,
    behaviour: Object.hasOwn(CARD_FIXTURES, digits) ? CARD_FIXTURES[digits]! : 'approve',
  };
}

/** A gift card is not one the sandbox knows, or its PIN is wrong. */
export class GiftCardError extends Error {
  constructor(
    readonly id: 'GIFT_CARD_NOT_FOUND' | 'GIFT_CARD_PIN_MISMATCH',
    message: string,
  ) {
    super(message);
  }
}

/** Checks a gift card and its PIN and answers a token with its balance. */
export function giftCardToken(number: string, pin: string): GiftCardTokenRecord {
  const card = checkGiftCardNumber(number);
  const code = checkGiftCardPin(pin);
  if (!card.ok || !code.ok)
    throw new PaymentFieldsError({
      ...(card.ok ? {} : { number: card.error }),
      ...(code.ok ? {} : { pin: code.error }),
    });
  const fixture = Object.hasOwn(GIFT_CARD_FIXTURES, card.value) ? GIFT_CARD_FIXTURES[card.value] : undefined;
  if (!fixture)
    throw new GiftCardError('GIFT_CARD_NOT_FOUND', 'We could not find this gift card. Check the 16 digits.');
  if (fixture.pin !== code.value)
    throw new GiftCardError('GIFT_CARD_PIN_MISMATCH', 'The PIN does not match this gift card.');
  return {
    kind: 'giftCard',
    token: newToken('gft'),
    last4: lastFour(card.value),
    balanceCents: fixture.balanceCents,
  };
}

/** How an amount is split between gift cards (first, in the order given) and the card: the pricing rule's split. */
export function splitPayment(
  dueCents: number,
  giftCards: readonly GiftCardTokenRecord[],
): {
  readonly giftCards: readonly { readonly record: GiftCardTokenRecord; readonly cents: number }[];
  readonly cardCents: number;
} {
  const split = giftCardSplit(
    dueCents,
    giftCards.map((record) => ({ id: record, balance: record.balanceCents })),
  );
  return { giftCards: split.giftCards.map((g) => ({ record: g.id, cents: g.amount })), cardCents: split.card };
}

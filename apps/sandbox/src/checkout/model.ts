// The checkout of a cart as the sandbox keeps it: what the customer has done so far, kept with the cart. Nothing
// private is kept: no SSN, card number, CVV, date of birth or account PIN (a port-in's PIN is checked and dropped).
import { PHONE_FIXTURES } from '../catalogue/phone-numbers.js';
import { CartChangeError } from '../carts/errors.js';
import { onTheAccount, type StoredCart } from '../carts/stored.js';
import type { CreditDecision, CustomerDetails, LineNumber, StoredCheckout } from './stored.js';

/** The port-in fixtures: the number that ports with its account and PIN, and the one that cannot port. */
export const PORT_IN_FIXTURES = {
  portable: { mdn: PHONE_FIXTURES.eligible, accountNumber: '123456789', pin: '1234' },
  notPortable: PHONE_FIXTURES.notEligible,
} as const;

/** Where a ZIP is: its city and area codes, by the ZIP's first three digits. */
const REGIONS: Readonly<Record<string, { readonly city: string; readonly codes: readonly string[] }>> = {
  '100': { city: 'New York, NY', codes: ['212', '646', '917'] },
  '101': { city: 'New York, NY', codes: ['212', '646'] },
  '112': { city: 'Brooklyn, NY', codes: ['718', '347'] },
  '070': { city: 'Jersey City, NJ', codes: ['201', '551'] },
  '021': { city: 'Boston, MA', codes: ['617', '857'] },
  '331': { city: 'Miami, FL', codes: ['305', '786'] },
  '590': { city: 'Billings, MT', codes: ['406'] },
  '606': { city: 'Chicago, IL', codes: ['312', '773'] },
  '752': { city: 'Dallas, TX', codes: ['214', '469'] },
  '900': { city: 'Los Angeles, CA', codes: ['213', '323'] },
  '941': { city: 'San Francisco, CA', codes: ['415', '628'] },
  '981': { city: 'Seattle, WA', codes: ['206'] },
};

/** How many numbers are offered for a ZIP. */
export const NUMBERS_OFFERED = 5;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The city and area codes of a ZIP; undefined for a ZIP where the carrier has no numbers yet (none made up). */
export function regionOf(zip: string): { readonly city: string; readonly codes: readonly string[] } | undefined {
  const prefix = zip.slice(0, 3);
  return Object.hasOwn(REGIONS, prefix) ? REGIONS[prefix] : undefined;
}

/**
 * The numbers offered for a ZIP: five numbers in the area codes of the ZIP's region, in the 555-0100 to 555-0199
 * range kept for fiction, the same every time.
 */
export function numbersFor(zip: string): readonly string[] {
  const codes = regionOf(zip)?.codes ?? [];
  if (codes.length === 0) return [];
  const start = hash(`numbers:${zip}`) % 100;
  return Array.from({ length: NUMBERS_OFFERED }, (_, i) => {
    const npa = codes[i % codes.length]!;
    return `${npa}55501${String((start + i * 17) % 100).padStart(2, '0')}`;
  });
}

/** The checkout of a cart, started when first asked for. */
export function checkoutOf(cart: StoredCart, now: Date): StoredCheckout {
  return cart.checkout ?? { startedAt: now.toISOString(), numbers: {} };
}

/** Whether a line is an upgrade: it keeps the number, the credit and the e911 address of the account's line. */
export const isUpgradeLine = (cart: StoredCart, line: StoredCart['lines'][number]): boolean =>
  Boolean(line.upgrade) || cart.intendType === 'EUP';

/** A line's number: the one chosen or ported at checkout, or the account line's an upgrade keeps. */
export function lineNumber(cart: StoredCart, checkout: StoredCheckout, lineId: string): LineNumber | null {
  const upgrade = cart.lines.find((line) => line.lineId === lineId)?.upgrade;
  return upgrade ? { kind: 'upgrade', mdn: upgrade.mtn } : (checkout.numbers[lineId] ?? null);
}

/** The device lines that get a number at checkout: every line of a new customer or an added line, none of an upgrade. */
function linesNeedingNumbers(cart: StoredCart): readonly string[] {
  return cart.lines.filter((line) => !isUpgradeLine(cart, line)).map((line) => line.lineId);
}

function lineOf(cart: StoredCart, lineId: string) {
  if (!linesNeedingNumbers(cart).includes(lineId))
    throw new CartChangeError('LINE_NOT_FOUND', `Line ${lineId} of this cart does not take a new number.`);
}

/** Another line of the cart already has this number. */
function takenElsewhere(checkout: StoredCheckout, lineId: string, mdn: string): boolean {
  return Object.entries(checkout.numbers).some(([other, number]) => other !== lineId && number.mdn === mdn);
}

/** Gives a line one of the numbers offered for a ZIP. */
export function assignNumber(cart: StoredCart, lineId: string, zip: string, mdn: string, now: Date): StoredCart {
  lineOf(cart, lineId);
  if (!numbersFor(zip).includes(mdn))
    throw new CartChangeError('MDN_NOT_AVAILABLE', 'That number is no longer available. Choose another one.');
  const checkout = checkoutOf(cart, now);
  if (takenElsewhere(checkout, lineId, mdn))
    throw new CartChangeError('MDN_ALREADY_CHOSEN', 'Another line of this order already has that number.');
  return { ...cart, checkout: { ...checkout, numbers: { ...checkout.numbers, [lineId]: { kind: 'new', mdn, zip } } } };
}

/** What a port-in request carries; the PIN is checked here and kept nowhere. */
export interface PortIn {
  readonly lineId: string;
  readonly mdn: string;
  readonly accountNumber: string;
  readonly pin: string;
  readonly billingZip: string;
}

/**
 * Moves a number from another carrier to a line: the portable fixture ports with its account number and PIN;
 * a wrong account or PIN is refused with what to check; the not-portable fixture and numbers outside North
 * America cannot port. Any other number ports with any account and PIN (its carrier is not emulated).
 */
export function portNumber(cart: StoredCart, request: PortIn, now: Date): StoredCart {
  lineOf(cart, request.lineId);
  const { mdn } = request;
  if (mdn === PORT_IN_FIXTURES.notPortable || !/^[2-9]\d{2}[2-9]\d{6}$/.test(mdn))
    throw new CartChangeError('PORT_NOT_ELIGIBLE', 'This number cannot be moved to us. Choose a new number instead.');
  if (mdn === PORT_IN_FIXTURES.portable.mdn) {
    if (request.accountNumber !== PORT_IN_FIXTURES.portable.accountNumber)
      throw new CartChangeError(
        'PORT_ACCOUNT_MISMATCH',
        'The account number does not match the one your current carrier has for this number.',
      );
    if (request.pin !== PORT_IN_FIXTURES.portable.pin)
      throw new CartChangeError(
        'PORT_PIN_MISMATCH',
        'The transfer PIN does not match. Your current carrier can give you a new one.',
      );
  }
  const checkout = checkoutOf(cart, now);
  if (takenElsewhere(checkout, request.lineId, mdn))
    throw new CartChangeError('MDN_ALREADY_CHOSEN', 'Another line of this order already has that number.');
  return {
    ...cart,
    checkout: {
      ...checkout,
      numbers: { ...checkout.numbers, [request.lineId]: { kind: 'port', mdn, status: 'PENDING' } },
    },
  };
}

/**
 * Whether the order has nothing to send: every line is the customer's own phone on an eSIM (activated online, by
 * its QR code) and there is no accessory. Such an order has no delivery step and no delivery.
 */
export const nothingToShip = (cart: StoredCart): boolean =>
  cart.lines.length > 0 && cart.accessories.length === 0 && cart.lines.every((line) => line.byod?.sim === 'ESIM');

/**
 * The checkout's pending steps (spec 3.2), by step group, once the checkout has started: lines still without a
 * number; the customer's details for a new customer; the credit check while it has not cleared, when the order has
 * device lines and is not an upgrade; then the down payment, each device payment agreement (or, for a customer not
 * eligible for device payment, buying outright), the e911 address, delivery (unless there is nothing to send) and
 * payment (while what is due today is not authorized). `dueTodayCents` is what the order comes to today.
 */
export function checkoutSteps(cart: StoredCart, dueTodayCents: number): Record<string, readonly string[]> {
  const checkout = cart.checkout;
  if (!checkout || checkout.orderNumber) return {};
  const steps: Record<string, readonly string[]> = {};
  const unnumbered = linesNeedingNumbers(cart).filter((lineId) => !checkout.numbers[lineId]);
  if (unnumbered.length > 0) steps['NUMBER_SELECTION'] = unnumbered;
  const newCustomer = !onTheAccount(cart.intendType);
  if (newCustomer && !checkout.customer) steps['CUSTOMER_INFO'] = ['CUSTOMER'];
  const newLines = cart.lines.filter((line) => !isUpgradeLine(cart, line));
  const needsCredit = newLines.length > 0;
  if (needsCredit && !creditCleared(checkout.credit)) steps['CREDIT_CHECK'] = ['CREDIT'];
  const cleared = !needsCredit || creditCleared(checkout.credit);
  if (cleared && checkout.credit?.decision === 'APPROVED_WITH_DOWN_PAYMENT' && !checkout.downPaymentAccepted)
    steps['DOWN_PAYMENT'] = ['DOWN_PAYMENT'];
  const unsigned = cart.lines
    .filter((line) => line.purchaseType === 'devicePayment' && !checkout.agreements?.[line.lineId])
    .map((line) => line.lineId);
  if (cleared && unsigned.length > 0) steps['DPP_AGREEMENT'] = unsigned;
  if (newLines.length > 0 && !checkout.e911) steps['E911'] = newLines.map((line) => line.lineId);
  if (!checkout.delivery && !nothingToShip(cart)) steps['SHIPPING'] = ['S1'];
  if (dueTodayCents > 0 && checkout.payment?.amountCents !== dueTodayCents) steps['PAYMENT'] = ['PAY'];
  return steps;
}

/** Records who is buying. */
export function saveCustomer(cart: StoredCart, customer: CustomerDetails, now: Date): StoredCart {
  const checkout = checkoutOf(cart, now);
  // New details mean a new credit check: a decision belongs to the person it was made for.
  const { credit: _credit, ...rest } = checkout;
  return { ...cart, checkout: { ...rest, customer } };
}

/**
 * The credit fixtures, by the SSN's last four digits: `1111` approved; `2222` approved with a 30 % down payment
 * on each device; `3333` credit hold; `4444` an identity questionnaire; `5555` approved, full retail only; any
 * other valid SSN approved.
 */
export const CREDIT_FIXTURES = {
  approved: '1111',
  downPayment: '2222',
  hold: '3333',
  questionnaire: '4444',
  noDevicePayment: '5555',
} as const;

/** The down payment asked of fixture 2222, in percent of each device's price. */
export const DOWN_PAYMENT_PERCENT = 30;
/** The security deposit of a passport credit check, per device line, in cents. */
export const DEPOSIT_PER_LINE_CENTS = 25000;

/** The questions of the identity questionnaire (fixture 4444), each with its right answer. */
export const QUESTIONNAIRE = [
  {
    id: 'Q1',
    text: 'Which of these streets have you lived on?',
    choices: ['Maple Avenue', 'Harbor Road', 'Cedar Lane', 'None of these'],
    answer: 'Harbor Road',
  },
  {
    id: 'Q2',
    text: 'Which company financed a car for you?',
    choices: ['Northway Auto Finance', 'Summit Credit', 'Lakeshore Bank', 'None of these'],
    answer: 'Summit Credit',
  },
  {
    id: 'Q3',
    text: 'In which county is your current address?',
    choices: ['Hudson', 'Bergen', 'Essex', 'None of these'],
    answer: 'Hudson',
  },
] as const;

function reference(cart: StoredCart, now: Date): string {
  return `CR${String(hash(`${cart.id}:${now.toISOString()}`) % 100_000_000).padStart(8, '0')}`;
}

function needsCustomer(cart: StoredCart): void {
  if (!cart.checkout?.customer)
    throw new CartChangeError('CUSTOMER_INFO_REQUIRED', 'Tell us about yourself before the credit check.');
}

/**
 * Runs the credit check on an SSN (validated by the caller) for the customer of the checkout. The SSN decides
 * the fixture answer and is then dropped: only the decision is kept.
 */
export function creditCheck(cart: StoredCart, ssn: string, now: Date): StoredCart {
  needsCustomer(cart);
  const last4 = ssn.slice(-4);
  const ref = reference(cart, now);
  const credit: CreditDecision =
    last4 === CREDIT_FIXTURES.downPayment
      ? { decision: 'APPROVED_WITH_DOWN_PAYMENT', reference: ref, downPaymentPercent: DOWN_PAYMENT_PERCENT }
      : last4 === CREDIT_FIXTURES.hold
        ? { decision: 'CREDIT_HOLD', reference: ref }
        : last4 === CREDIT_FIXTURES.questionnaire
          ? { decision: 'QUESTIONNAIRE', reference: ref }
          : last4 === CREDIT_FIXTURES.noDevicePayment
            ? { decision: 'APPROVED_NO_DEVICE_PAYMENT', reference: ref }
            : { decision: 'APPROVED', reference: ref };
  return { ...cart, checkout: { ...cart.checkout!, credit } };
}

/** Answers the identity questionnaire: all three right approves; anything else puts the credit on hold. */
export function answerQuestionnaire(
  cart: StoredCart,
  answers: Readonly<Record<string, string>>,
  now: Date,
): StoredCart {
  const credit = cart.checkout?.credit;
  if (credit?.decision !== 'QUESTIONNAIRE')
    throw new CartChangeError('NO_QUESTIONNAIRE', 'There is no identity questionnaire to answer for this order.');
  const right = QUESTIONNAIRE.every((q) => answers[q.id] === q.answer);
  const next: CreditDecision = right
    ? { decision: 'APPROVED', reference: credit.reference }
    : { decision: 'CREDIT_HOLD', reference: credit.reference };
  return { ...cart, checkout: { ...checkoutOf(cart, now), credit: next } };
}

/** The credit check of a customer without an SSN: on a passport, approved with a deposit per device line. */
export function internationalCreditCheck(cart: StoredCart, now: Date): StoredCart {
  needsCustomer(cart);
  const credit: CreditDecision = {
    decision: 'APPROVED_WITH_DEPOSIT',
    reference: reference(cart, now),
    depositCents: DEPOSIT_PER_LINE_CENTS * Math.max(1, cart.lines.length),
  };
  return { ...cart, checkout: { ...cart.checkout!, credit } };
}

/** Whether a credit decision lets the order go on. */
export function creditCleared(credit: CreditDecision | undefined): boolean {
  return credit !== undefined && credit.decision !== 'QUESTIONNAIRE' && credit.decision !== 'CREDIT_HOLD';
}

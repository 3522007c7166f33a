import type { Amounts } from '@carrier/service-contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountsBreakdown } from '../amounts/AmountsBreakdown.js';
import { AMOUNTS_STRINGS } from '../amounts/amounts-strings.js';
import { amountsRows } from '../amounts/amounts-rows.js';
import { StorefrontProvider } from '../context.js';
import { NO_AMOUNTS } from '../testing/cart.js';
import { TEST_SITE, testDeps } from '../testing/test-deps.js';

afterEach(cleanup);

const pixel = {
  lineId: 'L1',
  deviceName: 'Google Pixel 10 Pro',
  purchaseType: 'devicePayment' as const,
  price: 999.99,
  deviceToday: 0,
  downPayment: 0,
  instantCredit: 0,
  financed: 999.99,
  months: 36,
  deviceMonthly: 27.78,
  promotionCreditMonthly: 2.78,
  tradeInCreditMonthly: 0,
  plan: { name: 'Unlimited Plus', monthly: 80 },
  protection: { name: 'Total Mobile Protection', monthly: 18 },
  payoff: 0,
  tax: { base: 999.99, amount: 88.75 },
  dueToday: 0,
  dueMonthly: 123,
};

/** A phone on a payment plan with a plan and protection, a case, same-day delivery, tax in NY, a gift card. */
const ORDER: Amounts = {
  lines: [pixel],
  accessories: [
    {
      accessoryId: 'case',
      name: 'Clear case',
      quantity: 1,
      unitPrice: 29.99,
      amount: 29.99,
      tax: { base: 29.99, amount: 2.66 },
    },
  ],
  tax: { rate: 0.08875, region: 'NY', estimated: false, base: 1029.98, amount: 91.41 },
  delivery: { method: 'SDD', name: 'Today, 5 pm – 9 pm', amount: 9.99 },
  deposit: 0,
  dueToday: 131.39,
  giftCards: [{ last4: '7890', amount: 100 }],
  card: { amount: 31.39, brand: 'visa', last4: '1111' },
  dueMonthly: 123,
};

const rowsOf = (amounts: Amounts, language: 'en' | 'es' = 'en') =>
  amountsRows(amounts, AMOUNTS_STRINGS[language], language);

describe('one breakdown of what an order comes to, the same on every page', () => {
  it('every item of the order is on it: the accessory, delivery and tax today; device, plan and protection monthly', () => {
    const { today, monthly } = rowsOf(ORDER);
    expect(today.map((r) => [r.label, r.amount])).toEqual([
      ['Clear case', '$29.99'],
      ['Same-day delivery', '$9.99'],
      ['Sales tax (NY, 8.875%) on $1,029.98', '$91.41'],
      ['Google Pixel 10 Pro: on its full price of $999.99', '$88.75'],
      ['Clear case: on $29.99', '$2.66'],
      ['Due today', '$131.39'],
      ['Gift card ending in 7890', '$100.00'],
      ['Visa ending in 1111', '$31.39'],
    ]);
    expect(monthly.map((r) => [r.label, r.amount])).toEqual([
      ['Google Pixel 10 Pro, device payment ($999.99 over 36 months)', '$27.78/mo'],
      ['Google Pixel 10 Pro, promotion credit', '−$2.78/mo'],
      ['Google Pixel 10 Pro, plan: Unlimited Plus', '$80.00/mo'],
      ['Google Pixel 10 Pro, protection: Total Mobile Protection', '$18.00/mo'],
      ['Due monthly', '$123.00/mo'],
    ]);
  });

  it('a gift card reads what was taken from it, not what it holds; the card pays what is left', () => {
    const { today } = rowsOf(ORDER);
    expect(today.filter((r) => r.kind === 'payment').map((r) => r.amount)).toEqual(['$100.00', '$31.39']);
  });

  it("tax on a phone's full price is explained; an estimate says it is one until there is an address", () => {
    expect(rowsOf(ORDER).notes).toEqual([AMOUNTS_STRINGS.en.taxExplained]);
    const estimated = rowsOf({ ...ORDER, tax: { ...ORDER.tax, rate: 0.07, region: 'DEFAULT', estimated: true } });
    expect(estimated.today.find((r) => r.key === 'tax')?.label).toBe('Estimated sales tax (7%) on $1,029.98');
    expect(estimated.notes).toContain(AMOUNTS_STRINGS.en.estimatedNote);
  });

  it('a phone paid in full today, a down payment, an instant credit and a payoff each have their row', () => {
    const { today } = rowsOf({
      ...NO_AMOUNTS,
      lines: [
        { ...pixel, lineId: 'L1', purchaseType: 'fullRetail', deviceToday: 999.99, deviceMonthly: 0, financed: 0 },
        { ...pixel, lineId: 'L2', downPayment: 300, instantCredit: 100, deviceToday: 200, payoff: 412.5 },
      ],
    });
    expect(today.map((r) => [r.label, r.amount])).toEqual(
      expect.arrayContaining([
        ['Google Pixel 10 Pro, full price', '$999.99'],
        ['Google Pixel 10 Pro, down payment', '$300.00'],
        ['Google Pixel 10 Pro, instant trade-in credit', '−$100.00'],
        ['Google Pixel 10 Pro, payoff of the phone it replaces', '$412.50'],
      ]),
    );
  });

  it("a prepaid plan's first month, paid in advance, is a row of today as well as of the month", () => {
    const prepaid = {
      ...pixel,
      purchaseType: 'fullRetail' as const,
      deviceToday: 999.99,
      deviceMonthly: 0,
      financed: 0,
      promotionCreditMonthly: 0,
      protection: null,
      plan: { name: '$40 Unlimited', monthly: 40 },
      planToday: 40,
    };
    const { today, monthly } = rowsOf({ ...NO_AMOUNTS, lines: [prepaid] });
    expect(today.map((r) => [r.label, r.amount])).toContainEqual([
      'Google Pixel 10 Pro, first month of $40 Unlimited (paid in advance)',
      '$40.00',
    ]);
    expect(monthly.map((r) => [r.label, r.amount])).toContainEqual([
      'Google Pixel 10 Pro, plan: $40 Unlimited',
      '$40.00/mo',
    ]);
    expect(rowsOf({ ...NO_AMOUNTS, lines: [pixel] }).today.map((r) => r.key)).not.toContain('L1-plan-today');
  });

  it('a Friends and Family saving on a plan is a credit of the month, under the plan, in both languages', () => {
    const saved = { ...pixel, planCredit: { name: 'Friends and Family', monthly: 10 }, dueMonthly: 113 };
    const order = { ...NO_AMOUNTS, lines: [saved], dueMonthly: 113 };
    expect(rowsOf(order).monthly.map((r) => [r.label, r.amount, r.kind])).toEqual([
      ['Google Pixel 10 Pro, device payment ($999.99 over 36 months)', '$27.78/mo', 'item'],
      ['Google Pixel 10 Pro, promotion credit', '−$2.78/mo', 'credit'],
      ['Google Pixel 10 Pro, plan: Unlimited Plus', '$80.00/mo', 'item'],
      ['Google Pixel 10 Pro, Friends and Family savings on the plan', '−$10.00/mo', 'credit'],
      ['Google Pixel 10 Pro, protection: Total Mobile Protection', '$18.00/mo', 'item'],
      ['Due monthly', '$113.00/mo', 'total'],
    ]);
    const spanish = { ...saved, planCredit: { name: 'Amigos y Familia', monthly: 10 } };
    expect(rowsOf({ ...order, lines: [spanish] }, 'es').monthly.map((r) => r.label)).toContain(
      'Google Pixel 10 Pro, ahorro de Amigos y Familia en el plan',
    );
  });

  it('speaks Spanish on the Spanish site', () => {
    const { today, monthly } = rowsOf(ORDER, 'es');
    expect(today.at(-3)).toMatchObject({ label: 'A pagar hoy', amount: '$131.39' });
    expect(monthly.at(-1)?.label).toBe('A pagar cada mes');
  });

  it('is a region of term and amount pairs, a heading over each group', () => {
    render(
      <StorefrontProvider deps={testDeps({ site: { ...TEST_SITE, language: 'en' } })}>
        <AmountsBreakdown amounts={ORDER} />
      </StorefrontProvider>,
    );
    const region = screen.getByRole('region', { name: 'What you pay' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Due today', 'Due monthly']);
    const total = within(region)
      .getAllByRole('term')
      .find((t) => t.textContent === 'Due today');
    expect(total?.nextElementSibling?.textContent).toBe('$131.39');
  });
});

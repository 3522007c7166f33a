import type { Cart, Order } from '@carrier/service-contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryAside, purchaseOfCart, purchaseOfOrder } from '../amounts/PurchaseSummary.js';
import { StorefrontProvider } from '../context.js';
import { CART } from '../testing/cart.js';
import { TEST_SITE, testDeps } from '../testing/test-deps.js';

afterEach(cleanup);

/** The test cart's Pixel 10 with a plan, protection and a case. */
const cart = {
  ...CART,
  lineDetails: {
    ...CART.lineDetails,
    lineInfo: [
      {
        ...CART.lineDetails.lineInfo[0]!,
        serviceInfo: { planId: 'PLAN-UNL-PLUS', planName: 'Unlimited Plus', planMonthly: 80, sbdOffer: [] },
        protection: { id: 'PROT-PREM', name: 'Total Mobile Protection', monthlyPrice: 18 },
      },
    ],
  },
  accessories: [
    { accessoryId: 'clear-case', name: 'Clear Case', quantity: 2, price: 29.99, image: '/content/vcg/images/a.svg' },
  ],
} as unknown as Cart;

const order = {
  orderNumber: 'ORD-1',
  lines: [
    {
      lineId: 'L1',
      deviceName: 'Google Pixel 10',
      colour: 'Indigo',
      storage: '128 GB',
      image: '/content/vcg/images/devices/google-pixel-10/indigo.svg',
      planName: 'Unlimited Plus',
      number: { kind: 'new', mdn: '2015550100' },
    },
  ],
  accessories: [{ name: 'Clear Case', quantity: 2, price: 29.99, image: '/content/vcg/images/a.svg' }],
  amounts: {
    ...CART.amounts,
    lines: [{ ...CART.amounts.lines[0]!, protection: { name: 'Total Mobile Protection', monthly: 18 } }],
    accessories: [
      {
        accessoryId: 'clear-case',
        name: 'Clear Case',
        quantity: 2,
        unitPrice: 29.99,
        amount: 59.98,
        tax: { base: 59.98, amount: 4.2 },
      },
    ],
  },
} as unknown as Order;

const inStore = (children: React.ReactNode, language: 'en' | 'es' = 'en') =>
  render(<StorefrontProvider deps={testDeps({ site: { ...TEST_SITE, language } })}>{children}</StorefrontProvider>);

describe('the summary of a purchase beside the checkout, the review and an order (issue 49, deliverable 1)', () => {
  it('"each line\'s picture, device, plan, protection, accessories": the cart\'s line and case, then the amounts', () => {
    inStore(<SummaryAside purchase={purchaseOfCart(cart, cart.amounts, () => ['New number (201) 555-0100'])} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const phone = within(items[0]!);
    expect(phone.getByRole('heading', { level: 3, name: 'Google Pixel 10' })).toBeVisible();
    expect(phone.getByText('Indigo, 128 GB')).toBeVisible();
    expect(phone.getByText('Plan: Unlimited Plus')).toBeVisible();
    expect(phone.getByText('Protection: Total Mobile Protection')).toBeVisible();
    expect(phone.getByText('New number (201) 555-0100')).toBeVisible();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe(
      '/content/vcg/images/devices/google-pixel-10/indigo.svg',
    );
    expect(within(items[1]!).getByText('Quantity 2')).toBeVisible();
    // The one breakdown of the amounts under the items.
    expect(screen.getByRole('region', { name: 'What you pay' })).toBeVisible();
  });

  it('a line with no plan yet says so, and a picture at an unsafe address is not drawn (its room is kept)', () => {
    const bare = {
      ...CART,
      lineDetails: {
        ...CART.lineDetails,
        lineInfo: [
          {
            ...CART.lineDetails.lineInfo[0]!,
            device: { ...CART.lineDetails.lineInfo[0]!.device, image: 'javascript:alert(1)' },
          },
        ],
      },
    } as unknown as Cart;
    const { container } = inStore(<SummaryAside purchase={purchaseOfCart(bare, CART.amounts)} />);
    expect(screen.getByText('No plan chosen yet')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('an order is summed up the same way: its protection read from its amounts, its case with its picture', () => {
    const purchase = purchaseOfOrder(order, (line) => (line.number ? ['New number'] : []));
    expect(purchase.lines).toEqual([
      {
        lineId: 'L1',
        name: 'Google Pixel 10',
        details: 'Indigo, 128 GB',
        image: '/content/vcg/images/devices/google-pixel-10/indigo.svg',
        plan: 'Unlimited Plus',
        protection: 'Total Mobile Protection',
        notes: ['New number'],
      },
    ]);
    expect(purchase.accessories).toEqual([
      { id: 'clear-case', name: 'Clear Case', quantity: 2, image: '/content/vcg/images/a.svg' },
    ]);
  });

  it('beside a page it is drawn once, unfolded, its title saying what is due today, in Spanish too', () => {
    const { container } = inStore(<SummaryAside purchase={purchaseOfCart(cart, cart.amounts)} />, 'es');
    const aside = screen.getByRole('complementary', { name: 'Resumen del pedido' });
    expect(container.querySelectorAll('aside')).toHaveLength(1);
    expect(aside.querySelector('details')!.open).toBe(true);
    expect(within(aside).getByText('Resumen del pedido: $48.93 a pagar hoy')).toBeVisible();
    expect(within(aside).getByRole('heading', { level: 3, name: 'Google Pixel 10' })).toBeVisible();
  });

  it('"paid today": a placed order\'s summary says what was due today is paid, its figures the same', () => {
    inStore(<SummaryAside purchase={purchaseOfOrder(order)} />);
    const aside = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(aside).getByText(/^Order summary: \$[\d,.]+ paid today$/)).toBeVisible();
    expect(within(aside).getByRole('heading', { level: 3, name: 'Paid today' })).toBeVisible();
    expect(within(aside).queryByText('Due today')).toBeNull();
  });
});

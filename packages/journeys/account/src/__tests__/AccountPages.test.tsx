import type { AccountCustomer, Order } from '@carrier/service-contracts';
import {
  NO_AMOUNTS,
  detachedStoreServices,
  renderPage,
  testDeps,
  testShell,
  withJourney,
  TEST_SITE,
} from '@carrier/storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '../AccountPage.js';
import { OrderHistoryPage } from '../OrderHistoryPage.js';
import { RECENT_ORDERS } from '../account.js';
import { detachedAccount } from '../deps.js';
import { accountJourney } from '../manifest.js';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const HOME = { name: 'Fios Home Internet 1 Gig', detail: '30 Hudson Street, Jersey City, NJ 07302' };
const LINE = {
  mtn: '2015550111',
  device: 'Apple iPhone 15',
  plan: 'Unlimited Plus',
  upgradeEligible: true,
  deviceBalance: 0,
  paymentsLeft: 0,
};
const customer = (lob: string, lines = [LINE], homeServices = [HOME]): AccountCustomer => ({
  customerId: 'C-1',
  name: 'Paula Postpay',
  firstName: 'Paula',
  lob,
  lines,
  homeServices,
});

const order = (n: number): Order => ({
  orderNumber: `MW0000000${n}`,
  status: 'PLACED',
  placedAt: `2026-11-2${n}T15:00:00.000Z`,
  intendType: 'EUP',
  customer: { firstName: 'Paula', lastName: 'Postpay', email: 'paula.postpay@example.com' },
  lines: [
    {
      lineId: 'L1',
      deviceName: 'Google Pixel 10',
      colour: 'Obsidian',
      storage: '128 GB',
      purchaseType: 'devicePayment',
      number: null,
      planName: 'Unlimited Plus',
      monthly: 22.19,
    },
  ],
  accessories: [],
  delivery: {
    method: 'SHIPPING',
    optionId: 'STANDARD',
    name: 'Standard shipping',
    price: 0,
    arrivesBy: '2026-11-30',
    address: { line1: '30 Hudson Street', line2: '', city: 'Jersey City', state: 'NJ', zip: '07302' },
  },
  payment: { card: null, giftCards: [], authorizationId: 'NONE-DUE' },
  amounts: { ...NO_AMOUNTS, dueMonthly: 112.19 },
});

function render(
  page: React.ReactElement,
  {
    account = customer('vzw'),
    orders = [order(4), order(3), order(2), order(1)],
    loggedIn = true,
    language = 'en' as 'en' | 'es',
  } = {},
) {
  renderPage(
    page,
    testDeps({
      site: { ...TEST_SITE, language },
      currentHref: () => 'http://localhost/sales/digital/account.html',
      shell: testShell({ loggedIn: () => loggedIn, firstName: () => account?.firstName }),
      storeServices: detachedStoreServices(account),
      ...withJourney(
        accountJourney,
        detachedAccount(async () => orders),
      ),
    }),
  );
}

describe('the account page (the signed-in customer)', () => {
  it('greets the customer by first name and lists their wireless lines with upgrade eligibility', async () => {
    render(<AccountPage />, {
      account: customer(
        'vzw',
        [
          LINE,
          {
            ...LINE,
            mtn: '2015550121',
            device: 'Samsung Galaxy S23',
            upgradeEligible: false,
            deviceBalance: 412.5,
            paymentsLeft: 22,
          },
        ],
        [],
      ),
    });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Paula' })).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Your wireless lines' }));
    expect(lines.getByRole('heading', { name: 'Line (201) 555-0111' })).toBeInTheDocument();
    expect(lines.getByText('Ready to upgrade')).toBeInTheDocument();
    expect(lines.getByText('Not eligible to upgrade yet')).toBeInTheDocument();
    // A line ready to upgrade is chosen for the upgrade; one that is not can be paid off to upgrade early.
    expect(lines.getByRole('link', { name: 'Upgrade the phone on (201) 555-0111' })).toHaveAttribute(
      'href',
      '/sales/digital/mdnselection.html?mdn=2015550111',
    );
    expect(lines.getByRole('link', { name: 'Upgrade the phone on (201) 555-0121 early' })).toHaveAttribute(
      'href',
      '/sales/digital/earlyupgrade.html?mdn=2015550121',
    );
    // A wireless-only customer is not shown home services, nor offered wireless.
    expect(screen.queryByRole('region', { name: 'Your home services' })).toBeNull();
    expect(screen.queryByText(/Add wireless to your home services/)).toBeNull();
  });

  it('"a wireline customer is offered wireless" (spec 6.3): no lines, their home services, and the way to phones and plans', async () => {
    render(<AccountPage />, { account: customer('vzt', []) });
    await flush();
    expect(screen.getByText('You have no wireless lines yet.')).toBeInTheDocument();
    expect(screen.getByText(/Add wireless to your home services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop phones' })).toHaveAttribute(
      'href',
      '/sales/digital/smartphones.html',
    );
    expect(screen.getByRole('region', { name: 'Your home services' })).toHaveTextContent('Fios Home Internet 1 Gig');
  });

  it('"a joint customer sees both": their wireless lines and their home services', async () => {
    render(<AccountPage />, { account: customer('vzw|vzt') });
    await flush();
    expect(screen.getByRole('region', { name: 'Your wireless lines' })).toHaveTextContent('Apple iPhone 15');
    expect(screen.getByRole('region', { name: 'Your home services' })).toHaveTextContent('Fios Home Internet 1 Gig');
    expect(screen.queryByText(/Add wireless to your home services/)).toBeNull();
  });

  it(`shows the ${RECENT_ORDERS} most recent orders, the link to all of them, favorites and sign out`, async () => {
    render(<AccountPage />);
    await flush();
    const orders = within(screen.getByRole('region', { name: 'Recent orders' }));
    expect(orders.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Order MW00000004',
      'Order MW00000003',
      'Order MW00000002',
    ]);
    expect(orders.getByRole('link', { name: 'See all your orders' })).toHaveAttribute(
      'href',
      '/sales/digital/orderhistory.html',
    );
    expect(screen.getByRole('region', { name: 'Favorites' })).toHaveTextContent('You have no favorites yet.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in, and comes back here', async () => {
    render(<AccountPage />, { loggedIn: false, account: null as unknown as AccountCustomer });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/sales/digital/account.html'),
    );
  });

  it('speaks Spanish on the Spanish site', async () => {
    render(<AccountPage />, { language: 'es', account: customer('vzt', []) });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Paula' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no tienes líneas móviles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});

describe('the order history', () => {
  it('lists every order, newest first, with what was bought, what it costs and how it comes', async () => {
    render(<OrderHistoryPage />);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Google Pixel 10 · Obsidian, 128 GB');
    expect(first).toHaveTextContent('Upgrade');
    expect(first).toHaveTextContent('Monthly$112.19');
    expect(first).toHaveTextContent('ShippingStandard shipping');
  });

  it('says so when there are no orders yet', async () => {
    render(<OrderHistoryPage />, { orders: [] });
    await flush();
    expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
  });
});

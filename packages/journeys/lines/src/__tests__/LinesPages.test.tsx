import type { AccountCustomer } from '@carrier/service-contracts';
import {
  detachedStoreServices,
  memoryIntentStore,
  renderStore,
  testDeps,
  testShell,
  withJourney,
  TEST_SITE,
} from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linesJourney } from '../manifest.js';

const flush = () => act(async () => undefined);

const READY = {
  mtn: '2015550111',
  device: 'Apple iPhone 15',
  plan: 'Unlimited Plus',
  upgradeEligible: true,
  deviceBalance: 0,
  paymentsLeft: 0,
};
const NOT_YET = {
  mtn: '2015550121',
  device: 'Samsung Galaxy S23',
  plan: 'Unlimited Welcome',
  upgradeEligible: false,
  deviceBalance: 412.5,
  paymentsLeft: 22,
};
const PAULA: AccountCustomer = {
  customerId: 'C-1',
  name: 'Paula Postpay',
  firstName: 'Paula',
  lob: 'vzw',
  lines: [READY, NOT_YET],
  homeServices: [],
};

async function open(url: string, { loggedIn = true, language = 'en' as 'en' | 'es' } = {}) {
  const intent = memoryIntentStore();
  const deps = testDeps({
    ...withJourney(linesJourney, undefined),
    site: { ...TEST_SITE, language },
    storeServices: detachedStoreServices(loggedIn ? PAULA : null),
    shell: testShell({ loggedIn: () => loggedIn }),
    currentHref: () => `http://localhost${url}`,
    intent,
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  renderStore(deps, history);
  await screen.findByRole('heading', { level: 1 });
  await flush();
  return { intent, history };
}

describe('lineoverview: the account’s lines, and what can be done with each', () => {
  it('each line says its phone, plan, what is left to pay and whether it is ready to upgrade', async () => {
    await open('/sales/digital/lineoverview.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your lines' })).toBeInTheDocument();
    const ready = (await screen.findByRole('heading', { name: 'Line (201) 555-0111' })).closest('li') as HTMLElement;
    expect(within(ready).getByText('Your phone is paid off.')).toBeInTheDocument();
    expect(within(ready).getByText('Ready to upgrade')).toBeInTheDocument();
    const later = screen.getByRole('heading', { name: 'Line (201) 555-0121' }).closest('li') as HTMLElement;
    expect(within(later).getByText('$412.50 left on your phone, 22 payments to go.')).toBeInTheDocument();
    expect(within(later).getByRole('link', { name: 'Upgrade line (201) 555-0121 early' })).toHaveAttribute(
      'href',
      '/sales/digital/earlyupgrade.html?mdn=2015550121',
    );
  });

  it('upgrading a line ready for it sets the intent EUP for that line and goes to the phones', async () => {
    const { intent, history } = await open('/sales/digital/lineoverview.html');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade line (201) 555-0111' }));
    await waitFor(() => expect(intent.get()).toEqual({ flow: 'EUP', mtn: '2015550111', payOff: false }));
    expect(history.location.pathname).toBe('/sales/digital/smartphones.html');
  });

  it('adding a line sets the intent AAL', async () => {
    const { intent } = await open('/sales/digital/lineoverview.html');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(intent.get()).toEqual({ flow: 'AAL' }));
  });

  it('asks a visitor who is not signed in to sign in, and comes back here', async () => {
    await open('/sales/digital/lineoverview.html', { loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your lines' })).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Sign in to see your lines' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/sales/digital/lineoverview.html'),
    );
  });
});

describe('mdnselection: the line an upgrade is for', () => {
  it('a line not ready yet cannot be chosen, and its early upgrade is offered', async () => {
    await open('/sales/digital/mdnselection.html');
    expect(await screen.findByRole('radio', { name: /555-0121/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade line (201) 555-0121 early' })).toBeInTheDocument();
  });

  it('continuing with no line chosen says to choose one; a chosen line goes back to the phone the customer came from', async () => {
    const { intent, history } = await open('/sales/digital/mdnselection.html?device=google-pixel-10');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a line to continue.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /555-0111/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(intent.get()).toEqual({ flow: 'EUP', mtn: '2015550111', payOff: false }));
    expect(history.location.pathname).toBe('/sales/digital/smartphones/google-pixel-10.html');
  });

  it('a line named in the query is chosen already', async () => {
    await open('/sales/digital/mdnselection.html?mdn=2015550111');
    expect(await screen.findByRole('radio', { name: /555-0111/ })).toBeChecked();
  });
});

describe('earlyupgrade: paying off a phone to upgrade its line today', () => {
  it('says what is left to pay, and paying it off sets the intent EUP with the payoff', async () => {
    const { intent } = await open('/sales/digital/earlyupgrade.html?mdn=2015550121');
    expect(await screen.findByText('$412.50')).toBeInTheDocument();
    expect(screen.getByText('22')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay off $412.50 and upgrade' }));
    await waitFor(() => expect(intent.get()).toEqual({ flow: 'EUP', mtn: '2015550121', payOff: true }));
  });

  it('a line that is not the customer’s is said so, with the way back to the lines', async () => {
    await open('/sales/digital/earlyupgrade.html?mdn=2015550999');
    expect(await screen.findByText('We could not find this line on your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your lines' })).toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish site', async () => {
    await open('/sales/digital/earlyupgrade.html?mdn=2015550121', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambio anticipado' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pagar .*412.* y cambiar de teléfono$/ })).toBeInTheDocument();
  });
});

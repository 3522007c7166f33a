import { createAtoms } from '@carrier/store';
import { HttpError } from '@carrier/http-client';
import type { CreditCardPrequalification } from '@carrier/service-contracts';
import { memoryStorage, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerPath, parseIncome } from '../credit-card.js';
import { createCreditCardDeps, DETAILS_KEY, readDetails } from '../deps.js';
import { createCreditCardJourney } from '../manifest.js';
import { parsePrequalSearch } from '../search.js';
import type { CreditCardServices } from '../services.js';

const OFFER: CreditCardPrequalification = {
  prequalId: 'PQ7K2P9QX4AB',
  decision: 'eligible',
  state: 'NY',
  stateDisclosure: null,
  offer: {
    creditLine: 8500,
    apr: 20.49,
    expiresOn: '2026-12-24',
    applyUrl: '/sandbox/bank/apply.html?prequalId=PQ7K2P9QX4AB',
  },
  reasons: [],
};
const pending = () => new Promise<never>(() => undefined);
const services = (overrides: Partial<CreditCardServices> = {}): CreditCardServices => ({
  product: async () => ({
    name: 'Carrier Visa Card',
    issuer: 'Sandbox Bank, N.A.',
    annualFee: 0,
    billCredit: 10,
    rewards: [{ percent: 4, where: 'Carrier purchases' }],
    apr: { low: 20.49, high: 28.49 },
  }),
  prequalify: pending,
  prequalification: async () => OFFER,
  acknowledge: pending,
  ...overrides,
});

function open(
  path: string,
  cardServices: CreditCardServices,
  issuerOrigins: readonly string[] = [],
  session = memoryStorage(),
) {
  const journey = createCreditCardJourney(issuerOrigins);
  const deps = createCreditCardDeps(
    { services: {} as never, sessionStorage: session, atoms: createAtoms() },
    issuerOrigins,
  );
  renderStore(
    testDeps({ ...withJourney(journey, { ...deps, services: cardServices }) }),
    createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }),
  );
}

/** Types the splash form as a customer would (with the ZIP code given), agrees to the soft look and sends it. */
async function sendForm(zip: string) {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  await screen.findByRole('button', { name: 'See my offer' });
  type('First name', 'Paula');
  type('Last name', 'Prospect');
  type('Street address', '350 Fifth Avenue');
  type('ZIP code', zip);
  type('Annual income before tax', '52,000');
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'See my offer' }));
}

describe('the credit-card pages’ rules', () => {
  it('an answer’s page: Maine’s disclosure first while unread, then the offer; no offer is the ineligible page', () => {
    expect(answerPath(OFFER)).toBe('/creditcard/eligible.html');
    const maine = { state: 'ME', version: '2026-01', title: 'For Maine residents', body: [], acknowledged: false };
    expect(answerPath({ ...OFFER, stateDisclosure: maine })).toBe('/creditcard/maine.html');
    expect(answerPath({ ...OFFER, stateDisclosure: { ...maine, acknowledged: true } })).toBe(
      '/creditcard/eligible.html',
    );
    expect(answerPath({ ...OFFER, decision: 'ineligible' })).toBe('/creditcard/ineligible.html');
  });

  it('an income in whole dollars, as people type it; anything else is not an income', () => {
    expect(['52000', '52,000', '$52,000', ' 1,250,000 '].map(parseIncome)).toEqual([52_000, 52_000, 52_000, 1_250_000]);
    for (const bad of ['', '52k', '52000.50', '-5', '12,34', '999999999', '<b>1</b>'])
      expect(parseIncome(bad)).toBeUndefined();
  });

  it('a pre-qualification id from the query, when it is one', () => {
    expect(parsePrequalSearch({ prequalId: 'PQ7K2P9QX4AB' })).toEqual({ prequalId: 'PQ7K2P9QX4AB' });
    expect(parsePrequalSearch({ prequalId: '../PQ<script>' })).toEqual({});
  });
});

describe('the credit-card pages', () => {
  it('the splash form names each missing field and asks nothing of the service until all are right', async () => {
    const prequalify = vi.fn<CreditCardServices['prequalify']>(pending);
    open('/creditcard/splash.html', services({ prequalify }));
    fireEvent.click(await screen.findByRole('button', { name: 'See my offer' }));
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your street address.',
      'Enter a 5-digit ZIP code.',
      'Enter your income in whole dollars, like 52000.',
      'Agree to the soft look at your credit to see your offer.',
    ])
      expect(await screen.findByText(message)).toBeVisible();
    expect(prequalify).not.toHaveBeenCalled();
  });

  it('a ZIP code the service does not know is named on its field, and what was typed stays', async () => {
    const prequalify = vi.fn<CreditCardServices['prequalify']>().mockRejectedValue(
      new HttpError({
        kind: 'http',
        method: 'POST',
        url: '/soe/digital/prospect/creditcardservice/card/prequalify',
        status: 422,
        data: { errors: [{ id: 'ZIP_UNKNOWN', message: 'unknown' }] },
        attempts: 1,
      }),
    );
    open('/creditcard/splash.html', services({ prequalify }));
    await sendForm('00000');
    expect(await screen.findByText('We could not find this ZIP code: check its 5 digits.')).toBeVisible();
    expect(prequalify).toHaveBeenCalledWith(expect.objectContaining({ annualIncome: 52_000, consent: true }));
    expect(screen.getByLabelText('Street address', { exact: false })).toHaveValue('350 Fifth Avenue');
  });

  it('Back from an answer finds the form as it was sent, but for the income and the consent, asked each time', async () => {
    const session = memoryStorage();
    const prequalify = vi.fn<CreditCardServices['prequalify']>(async () => OFFER);
    open('/creditcard/splash.html', services({ prequalify }), [], session);
    await sendForm('04101');
    await vi.waitFor(() => expect(prequalify).toHaveBeenCalledOnce());
    expect(session.getItem(DETAILS_KEY)).not.toContain('52');
    cleanup();
    open('/creditcard/splash.html', services(), [], session);
    await screen.findByRole('button', { name: 'See my offer' });
    expect(screen.getByLabelText('ZIP code', { exact: false })).toHaveValue('04101');
    expect(screen.getByLabelText('Street address', { exact: false })).toHaveValue('350 Fifth Avenue');
    expect(screen.getByLabelText('Annual income before tax', { exact: false })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('details kept for the visit are read only when each is text of its field’s length', () => {
    const kept = { firstName: 'Paula', lastName: 'Prospect', line1: '350 Fifth Avenue', zip: '04101' };
    expect(readDetails(kept)).toEqual(kept);
    expect(readDetails({ ...kept, zip: '041010' })).toBeUndefined();
    expect(readDetails({ ...kept, firstName: 7 })).toBeUndefined();
    expect(readDetails('nonsense')).toBeUndefined();
  });

  it('the interstitial leads to the issuer only on the store’s origin or an allowed one', async () => {
    open('/creditcard/interstitial.html?prequalId=PQ7K2P9QX4AB', services());
    const leave = await screen.findByRole('link', { name: 'Continue to Sandbox Bank, N.A.' });
    expect(leave.getAttribute('href')).toMatch(/\/sandbox\/bank\/apply\.html\?prequalId=PQ7K2P9QX4AB$/);
  });

  it('an issuer address on an origin the app does not allow is not followed', async () => {
    const elsewhere = { ...OFFER, offer: { ...OFFER.offer!, applyUrl: 'https://phish.example/apply' } };
    open('/creditcard/interstitial.html?prequalId=PQ7K2P9QX4AB', services({ prequalification: async () => elsewhere }));
    expect(await screen.findByRole('link', { name: 'Stay on Carrier' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue to/ })).toBeNull();
  });

  it('a page opened without a pre-qualification of this browser says so and leads back to the splash page', async () => {
    open('/creditcard/eligible.html', services());
    expect(await screen.findByText(/We could not find your pre-qualification/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See if you pre-qualify' })).toBeVisible();
  });
});

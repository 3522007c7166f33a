import { createAtoms } from '@carrier/store';
import type { StorefrontDeps } from '@carrier/storefront/kit';
import { detachedCart, memoryStorage, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { NEW_TRADE_IN, tradeInReducer, type TradeInEvent } from '@carrier/trade-in-rules';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTradeInDeps } from '../deps.js';
import { redirectFor } from '../frame.js';
import { tradeInJourney } from '../manifest.js';
import { parseConfirmationSearch, parseForSearch } from '../search.js';
import type { TradeInServices } from '../services.js';

const pending = () => new Promise<never>(() => undefined);
const DEVICE = { make: 'Apple', model: 'iPhone 13', storageGb: 128, goodValue: 21000 };
const FINE = { powersOn: true, screenCracked: false, liquidDamage: false, findMyOff: true };
const run = (...events: TradeInEvent[]) => events.reduce(tradeInReducer, NEW_TRADE_IN);
const TO_COMPLETE = run(
  { type: 'validated', tradeInId: 'TI7K2P9QX4AB', device: DEVICE },
  { type: 'answered', answers: FINE },
  { type: 'accepted' },
  { type: 'creditChosen', credit: 'instant' },
  { type: 'returnChosen', method: { kind: 'ship' } },
  { type: 'documentsReviewed' },
  { type: 'termsAccepted' },
);
const services = (overrides: Partial<TradeInServices> = {}): TradeInServices => ({
  devices: async () => [{ make: 'Apple', models: [{ model: 'iPhone 13', storage: [128, 256] }] }],
  validate: pending,
  appraise: pending,
  creditOptions: async () => [
    { kind: 'instant', total: 210 },
    { kind: 'prepaidCard', total: 210 },
  ],
  dropOffStores: pending,
  documents: async () => ({ documents: [], terms: { version: '2026-10', title: 'Trade-in terms', body: ['Yours.'] } }),
  complete: pending,
  read: pending,
  ...overrides,
});

function open(
  path: string,
  tradeInServices: TradeInServices,
  storage = memoryStorage(),
  store: Partial<StorefrontDeps> = {},
) {
  const deps = createTradeInDeps({ services: {} as never, sessionStorage: storage, atoms: createAtoms() });
  renderStore(
    testDeps({ ...withJourney(tradeInJourney, { ...deps, services: tradeInServices }), ...store }),
    createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }),
  );
  return storage;
}

describe('each trade-in page sends a customer who may not be on it where they belong', () => {
  it('a step before its turn goes to the first step not done; a completed trade-in to its confirmation', () => {
    expect(redirectFor(NEW_TRADE_IN, 'credit')).toBe('/tradein/validateDevice.html');
    expect(redirectFor(TO_COMPLETE, 'complete')).toBeUndefined();
    const done = tradeInReducer(tradeInReducer(TO_COMPLETE, { type: 'complete', key: 'key-00000001' }), {
      type: 'completed',
      tradeInNumber: 'TR12345678',
    });
    expect(redirectFor(done, 'credit')).toBe('/tradein/orderConfirmation.html?tradeInNumber=TR12345678');
    const wet = tradeInReducer(run({ type: 'validated', tradeInId: 'TI7K2P9QX4AB', device: DEVICE }), {
      type: 'answered',
      answers: { ...FINE, liquidDamage: true },
    });
    expect(redirectFor(wet, 'credit')).toBe('/tradein/appraiseDevice.html');
  });

  it('the credit page opened before the phone is known goes back to the phone', async () => {
    open('/tradein/paymentOptions.html', services());
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade in your phone' })).toBeVisible();
  });
});

describe('a trade-in for a cart line is a step of that line until done (add-step, spec 7.3)', () => {
  it('once the phone is known, the step TRADE_IN is added to the line before the trade-in goes on', async () => {
    const addStep = vi.fn(pending);
    open(
      '/tradein/validateDevice.html?line=L2&device=google-pixel-10',
      services({ validate: async () => ({ tradeInId: 'TI7K2P9QX4AB', ...DEVICE, goodValue: 210 }) }),
      memoryStorage(),
      { cart: { ...detachedCart(), addStep } },
    );
    fireEvent.change(await screen.findByLabelText('IMEI', { exact: true }), { target: { value: '352099001761481' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check this phone' }));
    await vi.waitFor(() => expect(addStep).toHaveBeenCalledWith('TRADE_IN', 'L2', 'validateDevice'));
    // Still here while the step is being recorded.
    expect(screen.getByRole('heading', { level: 1, name: 'Trade in your phone' })).toBeVisible();
  });
});

describe('the completion carries one idempotency key', () => {
  it('a retry after a lost answer sends the same key', async () => {
    const storage = memoryStorage();
    storage.setItem('tradeIn', JSON.stringify(TO_COMPLETE));
    const complete = vi
      .fn<TradeInServices['complete']>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(pending);
    open('/tradein/completeTradein.html', services({ complete }), storage);
    expect(await screen.findByText('$210.00 off your next bill.')).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete trade-in' }));
    expect(await screen.findByText(/We couldn’t hear back about your trade-in/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Complete trade-in' }));
    await act(async () => undefined);
    expect(complete).toHaveBeenCalledTimes(2);
    expect(complete.mock.calls[1]?.[1]).toBe(complete.mock.calls[0]?.[1]);
    expect(complete.mock.calls[0]?.[0]).toMatchObject({ credit: 'instant', termsVersion: '2026-10' });
  });
});

describe('the pages read only well-formed values from their query', () => {
  it('a device id and a cart line; a trade-in number', () => {
    expect(parseForSearch({ device: 'google-pixel-10', line: 'L2' })).toEqual({
      device: 'google-pixel-10',
      line: 'L2',
    });
    expect(parseForSearch({ device: '<x>', line: 'line-1' })).toEqual({});
    expect(parseConfirmationSearch({ tradeInNumber: 'TR12345678' })).toEqual({ tradeInNumber: 'TR12345678' });
    expect(parseConfirmationSearch({ tradeInNumber: 'TR1' })).toEqual({});
  });
});

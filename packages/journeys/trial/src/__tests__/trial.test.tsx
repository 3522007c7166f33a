import { createAtoms } from '@carrier/store';
import { HttpError } from '@carrier/http-client';
import type { TestDrive } from '@carrier/service-contracts';
import { createPageAnalytics, memoryStorage, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { DAY_MS, NEW_TRIAL, trialEnds, trialReducer, type TrialEvent } from '@carrier/trial-rules';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTrialDeps } from '../deps.js';
import { redirectFor } from '../frame.js';
import { trialJourney } from '../manifest.js';
import { parsePlanSearch, parseReasonSearch } from '../search.js';
import type { TrialServices } from '../services.js';

const START = Date.UTC(2026, 10, 2, 15);
const DRIVE: TestDrive = {
  applicationId: 'TD7K2P9QX4AB',
  status: 'ACTIVE',
  zip: '10001',
  firstName: 'Tess',
  device: 'Samsung Galaxy S21',
  planId: 'PLAN-UNL-PLUS',
  planName: 'Unlimited Plus',
  mdn: '6465550142',
  startedAt: START,
  endsAt: trialEnds(START),
  ended: null,
};
const pending = () => new Promise<never>(() => undefined);
const services = (overrides: Partial<TrialServices> = {}): TrialServices => ({
  coverage: pending,
  apply: pending,
  device: pending,
  plans: async () => [
    { id: 'PLAN-UNL-PLUS', name: 'Unlimited Plus', monthly: 80, summary: 'Premium 5G', features: ['Hotspot'] },
  ],
  choosePlan: pending,
  start: pending,
  esim: pending,
  activate: pending,
  status: pending,
  mine: async () => DRIVE,
  end: pending,
  ...overrides,
});
const run = (...events: TrialEvent[]) => events.reduce(trialReducer, NEW_TRIAL);
const ONBOARDED = run(
  { type: 'zipChecked', zip: '10001', covered: true },
  { type: 'applied', applicationId: 'TD7K2P9QX4AB' },
  { type: 'deviceVerified', device: 'Samsung Galaxy S21' },
  { type: 'planChosen', planId: 'PLAN-UNL-PLUS' },
);

/** Draws a page of the test drive with these services, its state kept in `storage`, at the clock's `now`. */
function open(path: string, trialServices: TrialServices, storage = memoryStorage(), now = START) {
  const deps = createTrialDeps({ services: {} as never, sessionStorage: storage, atoms: createAtoms() });
  const host = {};
  const analytics = createPageAnalytics(host);
  renderStore(
    testDeps({
      ...withJourney(trialJourney, { ...deps, services: trialServices }),
      now: () => now,
      analytics,
    }),
    createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }),
  );
  return { storage, host: host as { vzdl?: { page?: { flow: string } } } };
}

describe('each onboarding page sends a customer who may not be on it where they belong', () => {
  it('a step before its turn goes to the first step not done; a stopped test drive to its problem’s page', () => {
    expect(redirectFor(NEW_TRIAL, 'plan')).toBe('/trial/zipcheck.html');
    expect(redirectFor(ONBOARDED, 'checkout')).toBeUndefined();
    expect(redirectFor(run({ type: 'zipChecked', zip: '99950', covered: false }), 'eligibility')).toBe(
      '/trial/error/zip.html',
    );
    const ready = trialReducer(trialReducer(ONBOARDED, { type: 'start', key: 'key-00000001' }), { type: 'started' });
    expect(redirectFor(ready, 'checkout')).toBe('/trial/nextsteps.html');
    const active = trialReducer(ready, { type: 'activated', startedAt: START, endsAt: trialEnds(START) });
    expect(redirectFor(active, 'zip')).toBe('/trial/dashboard.html');
  });

  it('the plan page opened before the phone is checked goes back to the ZIP check', async () => {
    open('/trial/plansetup.html', services());
    expect(await screen.findByRole('heading', { level: 1, name: 'Where will you use our network?' })).toBeVisible();
  });
});

describe('the checkout starts the test drive with one idempotency key', () => {
  it('nothing starts before the terms are agreed; a retry after a lost answer sends the same key', async () => {
    const storage = memoryStorage();
    storage.setItem('testDrive', JSON.stringify(ONBOARDED));
    const start = vi
      .fn<TrialServices['start']>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(pending);
    open('/trial/checkout.html', services({ start }), storage);
    const button = await screen.findByRole('button', { name: 'Start my test drive' });
    fireEvent.click(button);
    expect(await screen.findByText('Agree to the terms to start your test drive.')).toBeVisible();
    expect(start).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(button);
    expect(await screen.findByText(/We could not hear back about your start/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Start my test drive' }));
    await act(async () => undefined);
    expect(start).toHaveBeenCalledTimes(2);
    const [first, second] = start.mock.calls;
    expect(second?.[1]).toBe(first?.[1]);
    expect(JSON.parse(storage.getItem('testDrive') ?? '{}').startKey).toBe(first?.[1]);
  });
});

describe('the dashboard counts the days left by the store’s clock (spec 4.9: flow "test drive")', () => {
  it('on the test drive’s 27th day, 4 days are left; the page view’s flow is "test drive"', async () => {
    const { host } = open('/trial/dashboard.html', services(), memoryStorage(), START + 26 * DAY_MS + 1000);
    expect(await screen.findByText('4 days left')).toBeVisible();
    expect(screen.getByText('(646) 555-0142')).toBeVisible();
    await waitFor(() => expect(host.vzdl?.page?.flow).toBe('test drive'));
  });

  it('a browser with no test drive is told so and offered one', async () => {
    const mine = vi.fn(async () => {
      throw new HttpError({
        kind: 'http',
        method: 'POST',
        url: '/soe/digital/prospect/trialservice/testdrive/mine',
        status: 404,
        data: { errors: [{ id: 'TEST_DRIVE_NOT_FOUND', message: 'none' }] },
        attempts: 1,
      });
    });
    open('/trial/dashboard.html', services({ mine }));
    expect(await screen.findByText('There is no test drive in this browser.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a test drive' })).toHaveAttribute(
      'href',
      '/sales/digital/trial.html',
    );
  });
});

describe('the onboarding pages’ flow is "trial onboard" (spec 4.9)', () => {
  it('the welcome page of a visitor not yet started records the flow "trial onboard"', async () => {
    const { host } = open('/trial.html', services());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test drive our network, free for 30 days' }),
    ).toBeVisible();
    await waitFor(() => expect(host.vzdl?.page?.flow).toBe('trial onboard'));
  });
});

describe('the pages read only well-formed values from their query', () => {
  it('a plan id and a refusal reason, nothing else', () => {
    expect(parsePlanSearch({ plan: 'PLAN-UNL-PLUS' })).toEqual({ plan: 'PLAN-UNL-PLUS' });
    expect(parsePlanSearch({ plan: '<script>' })).toEqual({});
    expect(parseReasonSearch({ reason: 'DEVICE_LOCKED' })).toEqual({ reason: 'DEVICE_LOCKED' });
    expect(parseReasonSearch({ reason: 'x y' })).toEqual({});
  });
});

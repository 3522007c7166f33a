import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  NEW_TRIAL,
  TRIAL_DAYS,
  TRIAL_STEPS,
  canOpen,
  daysLeft,
  firstOpenStep,
  problemOf,
  readTrial,
  statusAt,
  trialEnds,
  trialFlow,
  trialReducer,
  type TrialEvent,
  type TrialState,
} from '../index.js';

const run = (...events: TrialEvent[]): TrialState => events.reduce(trialReducer, NEW_TRIAL);
const START = Date.UTC(2026, 10, 1, 15);
const onboarded = (): TrialState =>
  run(
    { type: 'zipChecked', zip: '10001', covered: true },
    { type: 'applied', applicationId: 'TD7K2P9QX4' },
    { type: 'deviceVerified', device: 'Google Pixel 9' },
    { type: 'planChosen', planId: 'PLAN-UNL-PLUS' },
  );
const active = (): TrialState =>
  [
    { type: 'start', key: 'key-00000001' },
    { type: 'started' },
    { type: 'activated', startedAt: START, endsAt: trialEnds(START) },
  ].reduce((s, e) => trialReducer(s, e as TrialEvent), onboarded());

describe('the test drive’s steps come in order, each needing the ones before it', () => {
  it('a new test drive starts at the ZIP check; no later step opens before the ones before it are done', () => {
    expect(firstOpenStep(NEW_TRIAL)).toBe('zip');
    expect(canOpen(NEW_TRIAL, 'zip')).toBe(true);
    for (const step of TRIAL_STEPS.slice(1)) expect(canOpen(NEW_TRIAL, step), step).toBe(false);
  });

  it('a covered ZIP, an application, a phone and a plan lead to the checkout', () => {
    const state = onboarded();
    expect(state.done).toEqual(['zip', 'eligibility', 'device', 'plan']);
    expect(firstOpenStep(state)).toBe('checkout');
    expect(canOpen(state, 'checkout')).toBe(true);
    expect(canOpen(state, 'activate')).toBe(false);
  });

  it('an event out of order changes nothing: no phone is verified before the application, no start before a plan', () => {
    const zipOnly = run({ type: 'zipChecked', zip: '10001', covered: true });
    expect(trialReducer(zipOnly, { type: 'deviceVerified', device: 'Pixel' })).toBe(zipOnly);
    expect(trialReducer(zipOnly, { type: 'start', key: 'key-00000001' })).toBe(zipOnly);
    expect(trialReducer(zipOnly, { type: 'activated', startedAt: START, endsAt: START + 1 })).toBe(zipOnly);
    expect(trialReducer(NEW_TRIAL, { type: 'ended', how: 'early' })).toBe(NEW_TRIAL);
  });

  it('a ZIP checked again starts the application again: what came after the old one is to do again', () => {
    const state = trialReducer(onboarded(), { type: 'zipChecked', zip: '60601', covered: true });
    expect(state).toEqual({ status: 'onboarding', done: ['zip'], zip: '60601' });
  });

  it('a ZIP outside the network stops the test drive at that problem; restarting clears it', () => {
    const state = run({ type: 'zipChecked', zip: '99950', covered: false });
    expect(state.problem).toBe('zipNotCovered');
    for (const step of TRIAL_STEPS) expect(canOpen(state, step)).toBe(false);
    expect(trialReducer(state, { type: 'restart' })).toEqual(NEW_TRIAL);
  });

  it('a refusal of the service stops the onboarding at its problem', () => {
    expect(trialReducer(onboarded(), { type: 'refused', problem: 'trialUsed' }).problem).toBe('trialUsed');
  });
});

describe('"the test drive\'s error pages lead back to the form with what was typed"', () => {
  const ana = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.used@example.com' };

  it('an email already used leads back to the eligibility form with the name and email typed: a new application', () => {
    const refused = run(
      { type: 'zipChecked', zip: '10001', covered: true },
      { type: 'applying', applicant: ana },
      { type: 'refused', problem: 'trialUsed' },
    );
    for (const step of TRIAL_STEPS) expect(canOpen(refused, step)).toBe(false);
    const back = trialReducer(refused, { type: 'corrected' });
    expect(back).toEqual({ status: 'onboarding', done: ['zip'], zip: '10001', applicant: ana });
    expect(canOpen(back, 'eligibility')).toBe(true);
    // Refused at the start, the same: the old application is not the new one's.
    const atStart = trialReducer(
      trialReducer(trialReducer(onboarded(), { type: 'start', key: 'key-00000001' }), {
        type: 'refused',
        problem: 'trialUsed',
      }),
      { type: 'corrected' },
    );
    expect(atStart).toEqual({ status: 'onboarding', done: ['zip'], zip: '10001' });
  });

  it('a ZIP outside the network leads back to the ZIP form with that ZIP; a phone that cannot take part to the phone, with the application kept', () => {
    const zip = trialReducer(run({ type: 'zipChecked', zip: '99950', covered: false }), { type: 'corrected' });
    expect(zip).toEqual({ status: 'onboarding', done: [], zip: '99950' });
    expect(canOpen(zip, 'zip')).toBe(true);
    const applied = run(
      { type: 'zipChecked', zip: '10001', covered: true },
      { type: 'applied', applicationId: 'TD7K2P9QX4' },
    );
    const phone = trialReducer(trialReducer(applied, { type: 'refused', problem: 'deviceNotCompatible' }), {
      type: 'corrected',
    });
    expect(phone).toEqual({
      status: 'onboarding',
      done: ['zip', 'eligibility'],
      zip: '10001',
      applicationId: 'TD7K2P9QX4',
    });
    expect(canOpen(phone, 'device')).toBe(true);
  });

  it('an eSIM that did not activate is tried again; a state with no problem is not changed', () => {
    const ready = [{ type: 'start', key: 'key-00000001' }, { type: 'started' }].reduce(
      (s, e) => trialReducer(s, e as TrialEvent),
      onboarded(),
    );
    const failed = trialReducer(ready, { type: 'refused', problem: 'activationFailed' });
    expect(trialReducer(failed, { type: 'corrected' })).toEqual(ready);
    expect(trialReducer(onboarded(), { type: 'corrected' })).toEqual(onboarded());
  });

  it('what was typed is kept only while the form may be sent, and read back only when well formed', () => {
    expect(trialReducer(NEW_TRIAL, { type: 'applying', applicant: ana })).toEqual(NEW_TRIAL);
    const kept = run({ type: 'zipChecked', zip: '10001', covered: true }, { type: 'applying', applicant: ana });
    expect(readTrial(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(readTrial({ ...kept, applicant: { firstName: 'A', lastName: 7, email: 'x' } })).not.toHaveProperty(
      'applicant',
    );
    expect(readTrial({ ...kept, applicant: { ...ana, email: 'x'.repeat(255) } })).not.toHaveProperty('applicant');
  });
});

describe('the start carries one idempotency key', () => {
  it('the first start keeps its key; a retry, a double click or a reload sends the same key', () => {
    const once = trialReducer(onboarded(), { type: 'start', key: 'key-00000001' });
    const twice = trialReducer(once, { type: 'start', key: 'key-00000002' });
    expect(twice.startKey).toBe('key-00000001');
  });

  it('the trial is started only once it has its key; then its eSIM is to install (status ready)', () => {
    expect(trialReducer(onboarded(), { type: 'started' }).status).toBe('onboarding');
    const ready = run(
      ...([
        { type: 'zipChecked', zip: '10001', covered: true },
        { type: 'applied', applicationId: 'TD7K2P9QX4' },
        { type: 'deviceVerified', device: 'Google Pixel 9' },
        { type: 'planChosen', planId: 'PLAN-UNL-PLUS' },
        { type: 'start', key: 'key-00000001' },
        { type: 'started' },
      ] as TrialEvent[]),
    );
    expect(ready.status).toBe('ready');
    expect(canOpen(ready, 'activate')).toBe(true);
    expect(canOpen(ready, 'checkout')).toBe(false);
  });
});

describe(`a test drive lasts ${TRIAL_DAYS} days, counted by the injected clock`, () => {
  it('activation starts the days; the first day shows all 30 left', () => {
    const state = active();
    expect(state.status).toBe('active');
    expect(state.endsAt! - state.startedAt!).toBe(30 * DAY_MS);
    expect(daysLeft(state, START)).toBe(30);
  });

  it('a part of a day counts as a day; the last day shows 1 until the very end, then 0', () => {
    const state = active();
    expect(daysLeft(state, START + 1)).toBe(30);
    expect(daysLeft(state, START + 26 * DAY_MS)).toBe(4);
    expect(daysLeft(state, state.endsAt! - 1)).toBe(1);
    expect(daysLeft(state, state.endsAt!)).toBe(0);
    expect(daysLeft(state, state.endsAt! + 5 * DAY_MS)).toBe(0);
  });

  it('a test drive whose days ran out has ended (expired), even before the service is asked again', () => {
    const state = active();
    expect(statusAt(state, state.endsAt! - 1)).toBe('active');
    expect(statusAt(state, state.endsAt!)).toBe('ended');
  });

  it('days left never go up as time goes on, and stay between 0 and 30 (property)', () => {
    const state = active();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * DAY_MS }), fc.integer({ min: 0, max: DAY_MS * 3 }), (t, dt) => {
        const now = START + t;
        const left = daysLeft(state, now);
        return left >= 0 && left <= 30 && daysLeft(state, now + dt) <= left;
      }),
    );
  });

  it('ending early ends a running test drive; nothing else ends it', () => {
    expect(trialReducer(active(), { type: 'ended', how: 'early' })).toMatchObject({ status: 'ended', ended: 'early' });
    expect(daysLeft({ status: 'ended', endsAt: trialEnds(START) }, START)).toBe(0);
  });
});

describe('the service’s record has the last word', () => {
  it('a record of a running trial makes the page’s state active with the service’s dates', () => {
    const state = trialReducer(onboarded(), {
      type: 'synced',
      record: { status: 'ACTIVE', startedAt: START, endsAt: trialEnds(START), ended: null },
    });
    expect(state).toMatchObject({ status: 'active', startedAt: START, endsAt: trialEnds(START) });
  });

  it('a record of an ended trial says how it ended', () => {
    const state = trialReducer(active(), {
      type: 'synced',
      record: { status: 'ENDED', startedAt: START, endsAt: START + DAY_MS, ended: 'early' },
    });
    expect(state).toMatchObject({ status: 'ended', ended: 'early', endsAt: START + DAY_MS });
  });
});

describe('the analytics flow comes from the state (spec 4.9)', () => {
  it('"trial onboard" while the test drive is set up, "test drive" once it runs and after', () => {
    expect(trialFlow(NEW_TRIAL)).toEqual({ trialOnboard: true, testDrive: false });
    expect(trialFlow({ status: 'ready' })).toEqual({ trialOnboard: true, testDrive: false });
    expect(trialFlow(active())).toEqual({ trialOnboard: false, testDrive: true });
    expect(trialFlow({ status: 'ended' })).toEqual({ trialOnboard: false, testDrive: true });
  });
});

describe('each refusal of the services is one of the test drive’s problems', () => {
  it.each([
    ['ZIP_NOT_COVERED', 'zipNotCovered'],
    ['TRIAL_ALREADY_USED', 'trialUsed'],
    ['DEVICE_NOT_COMPATIBLE', 'deviceNotCompatible'],
    ['DEVICE_LOCKED', 'deviceNotCompatible'],
    ['ESIM_NOT_SUPPORTED', 'deviceNotCompatible'],
    ['ACTIVATION_FAILED', 'activationFailed'],
    ['SERVICE_UNAVAILABLE', undefined],
    [undefined, undefined],
  ])('%s is %s', (id, problem) => expect(problemOf(id)).toBe(problem));
});

describe('a kept state is read back safely', () => {
  it('a state kept as JSON reads back the same', () => {
    const state = active();
    expect(readTrial(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('anything malformed is a test drive not begun, or loses only its malformed parts', () => {
    for (const bad of [null, 'x', 42, { status: 'hacked' }]) expect(readTrial(bad)).toEqual(NEW_TRIAL);
    expect(
      readTrial({ status: 'onboarding', done: ['zip', '<script>'], zip: '<b>', applicationId: 'TD1', planId: 7 }),
    ).toEqual({ status: 'onboarding', done: ['zip'] });
  });
});

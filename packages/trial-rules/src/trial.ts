// A network test drive as a pure reducer: a visitor tries the network free for a set number of days on an eSIM in
// the phone they have, keeping their own line. The onboarding steps come in order (each needs the ones before it),
// the start is sent with one idempotency key, and the service's record of the trial has the last word on where it
// stands. Nothing private is held (the name and email typed are kept so that a form the customer is sent back to
// shows them again; no IMEI, no card), so the state may be kept in session storage as it is.

/** How long a test drive lasts. */
export const TRIAL_DAYS = 30;

/** One day, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The onboarding steps, in order: coverage at the ZIP, who is trying, their phone, the plan, the start, the eSIM. */
export const TRIAL_STEPS = ['zip', 'eligibility', 'device', 'plan', 'checkout', 'activate'] as const;
export type TrialStep = (typeof TRIAL_STEPS)[number];

/** Where a test drive stands: being set up, started with its eSIM to install, running, or over. */
export type TrialStatus = 'onboarding' | 'ready' | 'active' | 'ended';

/** What can stop a test drive, each with a page of its own. */
export const TRIAL_PROBLEMS = ['zipNotCovered', 'deviceNotCompatible', 'trialUsed', 'activationFailed'] as const;
export type TrialProblem = (typeof TRIAL_PROBLEMS)[number];

/** How a test drive ended: its days ran out, or the customer ended it early. */
export type TrialEnd = 'expired' | 'early';

export interface TrialState {
  readonly status: TrialStatus;
  /** The onboarding steps done, in order. */
  readonly done: readonly TrialStep[];
  /** The ZIP code where the network was checked. */
  readonly zip?: string;
  /** The service's id of this visitor's application (and, once started, of the trial). */
  readonly applicationId?: string;
  /** The phone's name, as the service recognised it from its IMEI. */
  readonly device?: string;
  readonly planId?: string;
  /** The idempotency key of the start: every attempt to start this trial sends it. */
  readonly startKey?: string;
  /** When the trial started and ends (epoch milliseconds), from the service. */
  readonly startedAt?: number;
  readonly endsAt?: number;
  readonly ended?: TrialEnd;
  /** What stopped the onboarding, when something did. */
  readonly problem?: TrialProblem;
  /** Who is trying the network, as typed in the eligibility form (its fields again when the customer goes back). */
  readonly applicant?: TrialApplicant;
}

/** The name and email a visitor typed to apply. */
export interface TrialApplicant {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** A test drive not begun. */
export const NEW_TRIAL: TrialState = { status: 'onboarding', done: [] };

/** The service's record of a trial, as far as the rules need it. */
export interface TrialRecord {
  readonly status: 'READY' | 'ACTIVE' | 'ENDED';
  readonly startedAt: number | null;
  readonly endsAt: number | null;
  readonly ended: TrialEnd | null;
}

export type TrialEvent =
  /** The ZIP code was checked: covered, the next step; not covered, the trial cannot go on. */
  | { readonly type: 'zipChecked'; readonly zip: string; readonly covered: boolean }
  /** The visitor sent the eligibility form with these: kept, so that the form shows them again. */
  | { readonly type: 'applying'; readonly applicant: TrialApplicant }
  /** The service took the application: the visitor may try the network. */
  | { readonly type: 'applied'; readonly applicationId: string }
  /** The phone was checked: it takes an eSIM and works here. */
  | { readonly type: 'deviceVerified'; readonly device: string }
  | { readonly type: 'planChosen'; readonly planId: string }
  /** "Start my test drive": `key` is a fresh key, used only when this trial has none yet. */
  | { readonly type: 'start'; readonly key: string }
  /** The service started the trial: its eSIM is ready to install. */
  | { readonly type: 'started' }
  | { readonly type: 'activated'; readonly startedAt: number; readonly endsAt: number }
  | { readonly type: 'ended'; readonly how: TrialEnd }
  /** A service said no: the trial stops at this problem. */
  | { readonly type: 'refused'; readonly problem: TrialProblem }
  /** The service's record of the trial, read again: it wins over what the page kept. */
  | { readonly type: 'synced'; readonly record: TrialRecord }
  /**
   * Back to the form a problem came from, with what was typed: another ZIP, another email (a new application),
   * another phone, or the eSIM again. Nothing else that was done is lost.
   */
  | { readonly type: 'corrected' }
  /** Start again from the beginning (after a problem, or to try another ZIP or phone). */
  | { readonly type: 'restart' };

/** What each onboarding step needs first: every step before it. */
const needs = (step: TrialStep): readonly TrialStep[] => TRIAL_STEPS.slice(0, TRIAL_STEPS.indexOf(step));

/** Whether the customer may be on `step` now: still onboarding (or ready, for the eSIM) and every step before done. */
export function canOpen(state: TrialState, step: TrialStep): boolean {
  if (state.problem) return false;
  if (step === 'activate') return state.status === 'ready';
  return state.status === 'onboarding' && needs(step).every((s) => state.done.includes(s));
}

/** The first onboarding step not done: where a customer who may not be on a step is sent. */
export function firstOpenStep(state: TrialState): TrialStep {
  return TRIAL_STEPS.find((step) => !state.done.includes(step)) ?? 'activate';
}

/** `done` with `step` done, and every step after it to do again (a new ZIP means a new application). */
const doneUpTo = (state: TrialState, step: TrialStep): readonly TrialStep[] => [...needs(step), step];

const complete = (state: TrialState, step: TrialStep, change: Partial<TrialState>): TrialState =>
  canOpen(state, step) ? { ...state, ...change, done: doneUpTo(state, step) } : state;

/** The test drive's reducer: an event that comes out of order leaves the state as it is. */
export function trialReducer(state: TrialState, event: TrialEvent): TrialState {
  switch (event.type) {
    case 'zipChecked': {
      if (state.status !== 'onboarding' || state.problem) return state;
      if (!event.covered) return { ...state, zip: event.zip, problem: 'zipNotCovered' };
      // A new ZIP starts the application again: what came after it belonged to the old one.
      return { status: 'onboarding', done: ['zip'], zip: event.zip };
    }
    case 'applying':
      return canOpen(state, 'eligibility') ? { ...state, applicant: event.applicant } : state;
    case 'applied':
      return complete(state, 'eligibility', { applicationId: event.applicationId });
    case 'deviceVerified':
      return complete(state, 'device', { device: event.device });
    case 'planChosen':
      return complete(state, 'plan', { planId: event.planId });
    case 'start':
      if (!canOpen(state, 'checkout')) return state;
      return state.startKey ? state : { ...state, startKey: event.key };
    case 'started':
      if (!canOpen(state, 'checkout') || !state.startKey) return state;
      return { ...state, status: 'ready', done: doneUpTo(state, 'checkout') };
    case 'activated':
      if (state.status !== 'ready' || state.problem) return state;
      return {
        ...state,
        status: 'active',
        done: [...TRIAL_STEPS],
        startedAt: event.startedAt,
        endsAt: event.endsAt,
      };
    case 'ended':
      return state.status === 'active' ? { ...state, status: 'ended', ended: event.how } : state;
    case 'refused':
      return state.status === 'onboarding' || state.status === 'ready' ? { ...state, problem: event.problem } : state;
    case 'synced':
      return synced(state, event.record);
    case 'corrected':
      return corrected(state);
    case 'restart':
      return NEW_TRIAL;
  }
}

/** The step each problem sends the customer back to, to change what they gave. */
const CORRECTED_AT: Readonly<Record<TrialProblem, TrialStep>> = {
  zipNotCovered: 'zip',
  trialUsed: 'eligibility',
  deviceNotCompatible: 'device',
  activationFailed: 'activate',
};

/**
 * The state with its problem gone and its customer back on the step the problem came from: that step and every one
 * after it are to do again (a new email is a new application), what was typed is kept.
 */
function corrected(state: TrialState): TrialState {
  if (!state.problem) return state;
  const { problem, ...kept } = state;
  if (problem === 'activationFailed') return kept;
  const step = CORRECTED_AT[problem];
  const done = needs(step);
  const again = {
    status: 'onboarding' as const,
    done,
    ...(state.zip !== undefined ? { zip: state.zip } : {}),
    ...(state.applicant ? { applicant: state.applicant } : {}),
  };
  if (problem === 'deviceNotCompatible' && state.applicationId) return { ...again, applicationId: state.applicationId };
  return again;
}

/** The state as the service's record of the trial says it is. */
function synced(state: TrialState, record: TrialRecord): TrialState {
  const times = {
    ...(record.startedAt !== null ? { startedAt: record.startedAt } : {}),
    ...(record.endsAt !== null ? { endsAt: record.endsAt } : {}),
  };
  const { problem: _problem, ...kept } = state;
  if (record.status === 'READY') return { ...kept, ...times, status: 'ready', done: doneUpTo(state, 'checkout') };
  if (record.status === 'ACTIVE') return { ...state, ...times, status: 'active', done: [...TRIAL_STEPS] };
  return { ...state, ...times, status: 'ended', done: [...TRIAL_STEPS], ended: record.ended ?? 'expired' };
}

/**
 * The days left of a running test drive at `now` (the injected clock): a part of a day counts as a day, none once
 * it has ended. The last day shows 1 until the very end.
 */
export function daysLeft(state: Pick<TrialState, 'status' | 'endsAt'>, now: number): number {
  if (state.status !== 'active' || state.endsAt === undefined) return 0;
  return Math.max(0, Math.ceil((state.endsAt - now) / DAY_MS));
}

/** Where a trial stands at `now`: a running trial whose days ran out has ended (expired) even before it is synced. */
export function statusAt(state: Pick<TrialState, 'status' | 'endsAt'>, now: number): TrialStatus {
  return state.status === 'active' && state.endsAt !== undefined && now >= state.endsAt ? 'ended' : state.status;
}

/** When a trial that starts at `startedAt` ends. */
export const trialEnds = (startedAt: number, days: number = TRIAL_DAYS): number => startedAt + days * DAY_MS;

/**
 * The analytics flow of a test drive's page (spec 4.9): "trial onboard" while it is being set up, "test drive" once
 * it runs (and after). Pass it to the tagger's `flowLabel`.
 */
export function trialFlow(state: Pick<TrialState, 'status'>): { trialOnboard: boolean; testDrive: boolean } {
  const running = state.status === 'active' || state.status === 'ended';
  return { trialOnboard: !running, testDrive: running };
}

/** The problem a service's refusal names, by its error id; anything else is not a problem of the trial's own. */
export function problemOf(errorId: string | undefined): TrialProblem | undefined {
  switch (errorId) {
    case 'ZIP_NOT_COVERED':
      return 'zipNotCovered';
    case 'TRIAL_ALREADY_USED':
      return 'trialUsed';
    case 'DEVICE_NOT_COMPATIBLE':
    case 'DEVICE_LOCKED':
    case 'ESIM_NOT_SUPPORTED':
      return 'deviceNotCompatible';
    case 'ACTIVATION_FAILED':
      return 'activationFailed';
    default:
      return undefined;
  }
}

/** Reads a kept state back; anything malformed is a test drive not begun. */
export function readTrial(value: unknown): TrialState {
  if (!value || typeof value !== 'object') return NEW_TRIAL;
  const kept = value as Record<string, unknown>;
  const status = kept['status'];
  if (status !== 'onboarding' && status !== 'ready' && status !== 'active' && status !== 'ended') return NEW_TRIAL;
  const done = Array.isArray(kept['done'])
    ? TRIAL_STEPS.filter((step) => (kept['done'] as unknown[]).includes(step))
    : [];
  const text = (key: string, pattern: RegExp) => {
    const v = kept[key];
    return typeof v === 'string' && pattern.test(v) ? { [key]: v } : {};
  };
  const time = (key: string) => {
    const v = kept[key];
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? { [key]: v } : {};
  };
  const problem = kept['problem'];
  const ended = kept['ended'];
  const applicant = applicantOf(kept['applicant']);
  return {
    status,
    done,
    ...text('zip', /^\d{5}$/),
    ...text('applicationId', /^TD[A-Z0-9]{6,20}$/),
    ...text('device', /^[\p{L}\p{N} ()+.,'/-]{1,80}$/u),
    ...text('planId', /^[A-Z0-9-]{1,40}$/),
    ...text('startKey', /^[A-Za-z0-9-]{8,64}$/),
    ...time('startedAt'),
    ...time('endsAt'),
    ...((TRIAL_PROBLEMS as readonly unknown[]).includes(problem) ? { problem: problem as TrialProblem } : {}),
    ...(ended === 'expired' || ended === 'early' ? { ended } : {}),
    ...(applicant ? { applicant } : {}),
  };
}

/** A kept applicant: three strings of sensible lengths, else none. */
function applicantOf(value: unknown): TrialApplicant | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { firstName, lastName, email } = value as Record<string, unknown>;
  const fits = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
  return fits(firstName, 40) && fits(lastName, 40) && fits(email, 254) ? { firstName, lastName, email } : undefined;
}

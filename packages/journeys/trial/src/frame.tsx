import { canOpen, firstOpenStep, trialFlow, type TrialState, type TrialStep } from '@carrier/trial-rules';
import { type ReactNode } from 'react';
import { formatDay, useRedirectOnOpen, useStorefront, JourneyPageFrame } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { trialAtom } from './store.js';
import { useAtom } from 'jotai/react';
import { TRIAL_STRINGS, type TrialStrings } from './strings/index.js';

export const useTexts = (): TrialStrings => TRIAL_STRINGS[useStorefront().site.language];

/** The page of each onboarding step. */
export const STEP_PATHS: Readonly<Record<TrialStep, string>> = {
  zip: TRIAL_PATHS.zipCheck,
  eligibility: TRIAL_PATHS.eligibility,
  device: TRIAL_PATHS.verifyImei,
  plan: TRIAL_PATHS.planSetup,
  checkout: TRIAL_PATHS.checkout,
  activate: TRIAL_PATHS.activate,
};

/** The page of a problem that stops the test drive. */
export const PROBLEM_PATHS = {
  zipNotCovered: TRIAL_PATHS.zipError,
  trialUsed: TRIAL_PATHS.usedError,
  deviceNotCompatible: TRIAL_PATHS.deviceError,
  activationFailed: TRIAL_PATHS.activationError,
} as const;

/**
 * Where a customer who may not be on `step` goes: the page of what stopped the test drive, the eSIM of one started,
 * the dashboard of one running, or the first step not done. Nothing when the customer may be on it.
 */
export function redirectFor(state: TrialState, step: TrialStep): string | undefined {
  if (canOpen(state, step)) return undefined;
  if (state.problem) return PROBLEM_PATHS[state.problem];
  if (state.status === 'ready') return TRIAL_PATHS.nextSteps;
  if (state.status === 'active' || state.status === 'ended') return TRIAL_PATHS.dashboard;
  return STEP_PATHS[firstOpenStep(state)];
}

/** The test drive's state in a page, and a way to move it on (kept for the visit). */
export function useTrial() {
  const { atoms } = useTrialDeps();
  const [state, dispatch] = useAtom(trialAtom, { store: atoms });
  return { state, dispatch };
}

/** Sends a customer who may not be on an onboarding step where they belong (once the page's code runs). */
export const useStepGuard = (state: TrialState, step: TrialStep) => useRedirectOnOpen(redirectFor(state, step));

/** A page of the test drive: its heading, its page view with the flow the state gives, and what it shows. */
export function TrialPage({
  title,
  state,
  children,
}: {
  readonly title: string;
  readonly state: Pick<TrialState, 'status'>;
  readonly children: ReactNode;
}) {
  return (
    <JourneyPageFrame title={title} journeyFlow={trialFlow(state)}>
      {children}
    </JourneyPageFrame>
  );
}

/** A moment as the site's language writes its day: `December 24, 2026`, `24 de diciembre de 2026`. */
export function useDay() {
  const { site } = useStorefront();
  return (time: number) => formatDay(time, site.language);
}

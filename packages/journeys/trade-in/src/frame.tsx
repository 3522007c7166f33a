import { canOpen, firstOpenStep, type TradeInState, type TradeInStep } from '@carrier/trade-in-rules';
import { useAtom } from 'jotai/react';
import type { ReactNode } from 'react';
import { useRedirectOnOpen, useStorefront, JourneyPageFrame } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { tradeInAtom, tradeInForAtom } from './store.js';
import { TRADE_IN_STRINGS, type TradeInStrings } from './strings/index.js';

export const useTexts = (): TradeInStrings => TRADE_IN_STRINGS[useStorefront().site.language];

/** The page of each step (the return step's, shipping options; a drop-off goes on to the stores). */
export const STEP_PATHS: Readonly<Record<TradeInStep, string>> = {
  device: TRADE_IN_PATHS.validateDevice,
  condition: TRADE_IN_PATHS.deviceCondition,
  appraisal: TRADE_IN_PATHS.appraiseDevice,
  credit: TRADE_IN_PATHS.paymentOptions,
  return: TRADE_IN_PATHS.shippingOptions,
  documents: TRADE_IN_PATHS.reviewDocuments,
  terms: TRADE_IN_PATHS.termsAndCondition,
  complete: TRADE_IN_PATHS.completeTradein,
};

/**
 * Where a customer who may not be on `step` goes: the appraisal of a phone without value (it says why), the
 * validation of a refused phone, the confirmation of a completed trade-in, or the first step not done.
 */
export function redirectFor(state: TradeInState, step: TradeInStep): string | undefined {
  if (canOpen(state, step)) return undefined;
  if (state.tradeInNumber) return `${TRADE_IN_PATHS.orderConfirmation}?tradeInNumber=${state.tradeInNumber}`;
  if (state.problem === 'findMyOn' || state.problem === 'noValue') return TRADE_IN_PATHS.appraiseDevice;
  if (state.problem === 'refused') return TRADE_IN_PATHS.validateDevice;
  return STEP_PATHS[firstOpenStep(state)];
}

/** The trade-in's state in a page, a way to move it on, and what it is for. */
export function useTradeIn() {
  const { atoms } = useTradeInDeps();
  const [state, dispatch] = useAtom(tradeInAtom, { store: atoms });
  const [forWhat, keepFor] = useAtom(tradeInForAtom, { store: atoms });
  return { state, dispatch, forWhat, keepFor };
}

/** Sends a customer who may not be on a step where they belong (once the page's code runs), unless `stay`. */
export const useStepGuard = (state: TradeInState, step: TradeInStep, stay = false) =>
  useRedirectOnOpen(stay ? undefined : redirectFor(state, step));

/** A page of the trade-in: its heading, its page view (in the flow "tradein", as its manifest row says), and what it shows. */
export function TradeInPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

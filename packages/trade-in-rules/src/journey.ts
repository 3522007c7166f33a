// A trade-in as a pure reducer: the phone (validated by the service, by IMEI or by make, model and storage), its
// condition answers and the appraisal they give, accepting the value, the way to take it (the credit), how the phone
// goes back (a shipping label or a drop-off store), the documents and terms, and the completion, sent with one
// idempotency key. Each step needs the ones before it; an event out of order leaves the state as it is. Nothing
// private is held (the IMEI goes to the service only), so the state may be kept in session storage as it is.
import type { Cents } from '@carrier/pricing';
import {
  CREDIT_KINDS,
  TRADE_IN_GRADES,
  appraise,
  type AppraisalRefusal,
  type ConditionAnswers,
  type CreditKind,
  type TradeInGrade,
} from './appraisal.js';

/** The trade-in's steps, in order. */
export const TRADE_IN_STEPS = [
  'device',
  'condition',
  'appraisal',
  'credit',
  'return',
  'documents',
  'terms',
  'complete',
] as const;
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];

/** The phone being traded in, as the service recognised it. */
export interface TradeInDevice {
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  /** The model's value in good condition, as the service quotes it. */
  readonly goodValue: Cents;
}

/** How the phone goes back to the carrier. */
/** How the phone goes back: by post, with a prepaid label emailed to `email`, or dropped off at a store. */
export type ReturnMethod =
  { readonly kind: 'ship'; readonly email?: string } | { readonly kind: 'dropOff'; readonly storeId: string };

/** What stopped a trade-in: the service refused the phone (blacklisted, still financed), or its appraisal. */
export type TradeInProblem = 'refused' | AppraisalRefusal;

export interface TradeInState {
  readonly done: readonly TradeInStep[];
  /** The service's id of this trade-in, from the validation of the phone. */
  readonly tradeInId?: string;
  readonly device?: TradeInDevice;
  readonly answers?: ConditionAnswers;
  readonly grade?: TradeInGrade;
  /** The appraised value. */
  readonly value?: Cents;
  readonly credit?: CreditKind;
  readonly returnMethod?: ReturnMethod;
  /** The idempotency key of the completion: every attempt to complete this trade-in sends it. */
  readonly completeKey?: string;
  readonly tradeInNumber?: string;
  readonly problem?: TradeInProblem;
}

export const NEW_TRADE_IN: TradeInState = { done: [] };

export type TradeInEvent =
  /** The service recognised the phone: a trade-in begins (a new phone starts again). */
  | { readonly type: 'validated'; readonly tradeInId: string; readonly device: TradeInDevice }
  /** The condition answers: the appraisal follows from them; a phone without value stops here. */
  | { readonly type: 'answered'; readonly answers: ConditionAnswers }
  /** The customer accepts the appraised value. */
  | { readonly type: 'accepted' }
  | { readonly type: 'creditChosen'; readonly credit: CreditKind }
  | { readonly type: 'returnChosen'; readonly method: ReturnMethod }
  | { readonly type: 'documentsReviewed' }
  | { readonly type: 'termsAccepted' }
  /** "Complete trade-in": `key` is a fresh key, used only when this trade-in has none yet. */
  | { readonly type: 'complete'; readonly key: string }
  | { readonly type: 'completed'; readonly tradeInNumber: string }
  /** The service refused the phone. */
  | { readonly type: 'refused' }
  /** Back to the condition questions after a phone had no value or was still tied to its owner. */
  | { readonly type: 'answerAgain' }
  | { readonly type: 'restart' };

const needs = (step: TradeInStep): readonly TradeInStep[] => TRADE_IN_STEPS.slice(0, TRADE_IN_STEPS.indexOf(step));

/** Whether the customer may be on `step`: nothing stopped the trade-in, it is not complete, and the steps before are done. */
export function canOpen(state: TradeInState, step: TradeInStep): boolean {
  if (state.problem || state.tradeInNumber) return false;
  return needs(step).every((s) => state.done.includes(s));
}

/** The first step not done. */
export function firstOpenStep(state: TradeInState): TradeInStep {
  return TRADE_IN_STEPS.find((step) => !state.done.includes(step)) ?? 'complete';
}

/** `step` done, and every step after it to do again (a changed answer changes what follows from it). */
const doneUpTo = (step: TradeInStep): readonly TradeInStep[] => [...needs(step), step];

const complete = (state: TradeInState, step: TradeInStep, change: Partial<TradeInState>): TradeInState =>
  canOpen(state, step) ? { ...state, ...change, done: doneUpTo(step) } : state;

/** The trade-in's reducer. */
export function tradeInReducer(state: TradeInState, event: TradeInEvent): TradeInState {
  switch (event.type) {
    case 'validated':
      return state.tradeInNumber ? state : { done: ['device'], tradeInId: event.tradeInId, device: event.device };
    case 'answered': {
      if (!canOpen(state, 'condition') || !state.device) return state;
      const appraisal = appraise(state.device.goodValue, event.answers);
      if (!appraisal.ok)
        return { ...state, answers: event.answers, done: needs('condition'), problem: appraisal.reason };
      const { credit: _credit, returnMethod: _return, grade: _grade, value: _value, ...kept } = state;
      return {
        ...kept,
        answers: event.answers,
        grade: appraisal.grade,
        value: appraisal.value,
        done: doneUpTo('condition'),
      };
    }
    case 'accepted':
      return complete(state, 'appraisal', {});
    case 'creditChosen':
      return complete(state, 'credit', { credit: event.credit });
    case 'returnChosen':
      return complete(state, 'return', { returnMethod: event.method });
    case 'documentsReviewed':
      return complete(state, 'documents', {});
    case 'termsAccepted':
      return complete(state, 'terms', {});
    case 'complete':
      if (!canOpen(state, 'complete')) return state;
      return state.completeKey ? state : { ...state, completeKey: event.key };
    case 'completed':
      if (!canOpen(state, 'complete') || !state.completeKey) return state;
      return { ...state, done: [...TRADE_IN_STEPS], tradeInNumber: event.tradeInNumber };
    case 'refused':
      return state.tradeInNumber ? state : { ...state, problem: 'refused' };
    case 'answerAgain': {
      // The problem was in the answers: the phone stays, and the questions are asked again.
      if (state.problem !== 'findMyOn' && state.problem !== 'noValue') return state;
      const { problem: _problem, ...kept } = state;
      return { ...kept, done: needs('condition') };
    }
    case 'restart':
      return NEW_TRADE_IN;
  }
}

/** Reads a kept state back; anything malformed is a trade-in not begun, or loses only its malformed parts. */
export function readTradeIn(value: unknown): TradeInState {
  if (!value || typeof value !== 'object') return NEW_TRADE_IN;
  const kept = value as Record<string, unknown>;
  const done = Array.isArray(kept['done']) ? TRADE_IN_STEPS.filter((s) => (kept['done'] as unknown[]).includes(s)) : [];
  const text = (key: string, pattern: RegExp) => {
    const v = kept[key];
    return typeof v === 'string' && pattern.test(v) ? { [key]: v } : {};
  };
  const cents = (key: string) => {
    const v = kept[key];
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? { [key]: v } : {};
  };
  const device = kept['device'] as Record<string, unknown> | undefined;
  const answers = kept['answers'] as Record<string, unknown> | undefined;
  const method = kept['returnMethod'] as Record<string, unknown> | undefined;
  const words = /^[\p{L}\p{N} ()+.,'/-]{1,80}$/u;
  const validDevice =
    device &&
    typeof device['make'] === 'string' &&
    words.test(device['make']) &&
    typeof device['model'] === 'string' &&
    words.test(device['model']) &&
    Number.isSafeInteger(device['storageGb']) &&
    Number.isSafeInteger(device['goodValue']);
  const validAnswers =
    answers && ['powersOn', 'screenCracked', 'liquidDamage', 'findMyOff'].every((k) => typeof answers[k] === 'boolean');
  const problem = kept['problem'];
  return {
    done,
    ...text('tradeInId', /^TI[A-Z0-9]{6,20}$/),
    ...(validDevice
      ? {
          device: {
            make: device['make'] as string,
            model: device['model'] as string,
            storageGb: device['storageGb'] as number,
            goodValue: device['goodValue'] as number,
          },
        }
      : {}),
    ...(validAnswers ? { answers: answers as unknown as ConditionAnswers } : {}),
    ...((TRADE_IN_GRADES as readonly unknown[]).includes(kept['grade'])
      ? { grade: kept['grade'] as TradeInGrade }
      : {}),
    ...cents('value'),
    ...((CREDIT_KINDS as readonly unknown[]).includes(kept['credit']) ? { credit: kept['credit'] as CreditKind } : {}),
    ...(method?.['kind'] === 'ship'
      ? {
          returnMethod: {
            kind: 'ship' as const,
            ...(typeof method['email'] === 'string' && method['email'].length <= 254 ? { email: method['email'] } : {}),
          },
        }
      : method?.['kind'] === 'dropOff' &&
          typeof method['storeId'] === 'string' &&
          /^[A-Z0-9-]{1,40}$/.test(method['storeId'])
        ? { returnMethod: { kind: 'dropOff' as const, storeId: method['storeId'] } }
        : {}),
    ...text('completeKey', /^[A-Za-z0-9-]{8,64}$/),
    ...text('tradeInNumber', /^TR\d{8}$/),
    ...(problem === 'refused' || problem === 'findMyOn' || problem === 'noValue' ? { problem } : {}),
  };
}

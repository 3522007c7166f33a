import {
  INITIAL_PHONE_STATE,
  INITIAL_PROMOTION_STATE,
  type PhoneState,
  type PromotionState,
} from '@carrier/fnf-validation';
import { createStore, type Atoms, type Store } from '@carrier/store';
import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useCallback, useMemo } from 'react';
import type { FnfContent } from './services.js';

/** Loading state of the content labels. */
export type ContentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: FnfContent }
  | { readonly status: 'failed' };

/** The flow's state (spec 3.10), kept for the visit: the content flags of the spec (`isCAASLoaded`, `CAAS`) are `content`. */
export interface FnfState {
  /** The labels of the Friends and Family pages, loaded once per visit. */
  readonly content: ContentState;
  /** What the customer entered on the promo page and what came of it. */
  readonly promotion: Omit<PromotionState, 'isCAASLoaded' | 'CAAS'>;
  /** What the customer entered on the number page and what came of it. */
  readonly phone: PhoneState;
}

/** A change of one part of the flow's state: its new value. */
export type FnfAction = {
  readonly [K in keyof FnfState]: { readonly part: K; readonly value: FnfState[K] };
}[keyof FnfState];

export const INITIAL_FNF_STATE: FnfState = {
  content: { status: 'loading' },
  promotion: INITIAL_PROMOTION_STATE,
  phone: INITIAL_PHONE_STATE,
};

/** The flow's one transition: a part takes its new value. */
export function fnfReducer(state: FnfState, action: FnfAction): FnfState {
  return Object.is(state[action.part], action.value) ? state : { ...state, [action.part]: action.value };
}

/** The flow's state for one visit: an `atomWithReducer` in the page's jotai store (`atoms`). */
export const createFnfState = (atoms?: Atoms): Store<FnfState, FnfAction> =>
  createStore(fnfReducer, INITIAL_FNF_STATE, atoms);

/**
 * One part of the flow's state and its setter (a value, or a function of the current value), for a page.
 * @example const [phone, setPhone] = useFnfPart(state, 'phone');
 */
export function useFnfPart<K extends keyof FnfState>(
  store: Store<FnfState, FnfAction>,
  part: K,
): readonly [FnfState[K], (next: FnfState[K] | ((current: FnfState[K]) => FnfState[K])) => void] {
  // The part as an atom of its own: the page draws again when that part changes, not when another does.
  const partAtom = useMemo(() => atom((get) => get(store.atom)[part]), [store, part]);
  const value = useAtomValue(partAtom, { store: store.atoms });
  const set = useCallback(
    (next: FnfState[K] | ((current: FnfState[K]) => FnfState[K])) => {
      const current = store.getState()[part];
      const resolved = typeof next === 'function' ? (next as (current: FnfState[K]) => FnfState[K])(current) : next;
      store.dispatch({ part, value: resolved } as FnfAction);
    },
    [store, part],
  );
  return [value, set] as const;
}

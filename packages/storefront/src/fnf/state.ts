import {
  INITIAL_PHONE_STATE,
  INITIAL_PROMOTION_STATE,
  type PhoneState,
  type PromotionState,
} from '@carrier/fnf-validation';
import { atom } from 'jotai';
import type { FnfContent } from '../services.js';

/** Loading state of the content labels. */
export type ContentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: FnfContent }
  | { readonly status: 'failed' };

/** The labels of the Friends and Family pages, loaded once per visit. */
export const fnfContentAtom = atom<ContentState>({ status: 'loading' });

/** What the customer entered on the promo page and what came of it (spec 3.10). */
export const promotionAtom = atom<Omit<PromotionState, 'isCAASLoaded' | 'CAAS'>>(INITIAL_PROMOTION_STATE);

/** The spec's full promotion state, with the content flags derived from the content atom (spec 3.10). */
export const promotionStateAtom = atom<PromotionState>((get) => {
  const content = get(fnfContentAtom);
  return {
    ...get(promotionAtom),
    isCAASLoaded: content.status === 'ready',
    CAAS: content.status === 'ready' ? content.content.promoPage : {},
  };
});

/** What the customer entered on the number page and what came of it (spec 3.10). */
export const phoneAtom = atom<PhoneState>(INITIAL_PHONE_STATE);

import {
  INITIAL_PHONE_STATE,
  INITIAL_PROMOTION_STATE,
  type PhoneState,
  type PromotionState,
} from '@carrier/fnf-validation';
import { atom } from 'jotai';
import type { FnfContent } from './services.js';

/** Loading state of the content labels. */
export type ContentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: FnfContent }
  | { readonly status: 'failed' };

/** The labels of the Friends and Family pages, loaded once per visit. */
export const fnfContentAtom = atom<ContentState>({ status: 'loading' });

/**
 * What the customer entered on the promo page and what came of it (spec 3.10). The content flags of the spec's
 * state (`isCAASLoaded`, `CAAS`) are `fnfContentAtom`.
 */
export const promotionAtom = atom<Omit<PromotionState, 'isCAASLoaded' | 'CAAS'>>(INITIAL_PROMOTION_STATE);

/** What the customer entered on the number page and what came of it (spec 3.10). */
export const phoneAtom = atom<PhoneState>(INITIAL_PHONE_STATE);

import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_STRINGS, type CheckoutStrings } from './strings/index.js';

/** The checkout words of the page's language. */
export function useCheckoutStrings(): CheckoutStrings {
  return CHECKOUT_STRINGS[useStorefront().site.language];
}

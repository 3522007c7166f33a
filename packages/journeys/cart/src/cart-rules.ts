import { BLOCKER, cartPageName as analyticsPageName } from '@carrier/analytics-tagger';
import type { Cart } from '@carrier/service-contracts';
import { isSddErrorHidden, sddErrorForAnalytics } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from '@carrier/journey-checkout/paths';

/** The cart-type pages of spec 2.2 the cart page serves. */
export const CART_PAGE_NAMES = ['cart', 'expresscart', 'emptycart', 'expresshub', 'expresshubv2'] as const;
export type CartPageName = (typeof CART_PAGE_NAMES)[number];

/** One of the cart's page names; anything else is the cart itself. */
export const asCartPageName = (name: string): CartPageName =>
  (CART_PAGE_NAMES as readonly string[]).includes(name) ? (name as CartPageName) : 'cart';

/** A validation error at this level stops checkout (spec 3.2). */
export { BLOCKER, BLOCKER_PAGE_SUFFIX } from '@carrier/analytics-tagger';

export const hasBlocker = (cart: Cart | undefined) =>
  cart?.cartValidationErrors.some((e) => e.errorLevel === BLOCKER) ?? false;

/**
 * Expresshub and cart-type pages pick the analytics page name by whether the cart has a Blocker-level
 * validation error (spec 2.7).
 */
export function cartAnalyticsPageName(page: CartPageName, cart: Cart | undefined): string {
  return analyticsPageName(page, cart?.cartValidationErrors);
}

/**
 * Back navigation (pop) from expresscart sends a non-prepay, logged-out, non-trade-in visitor whose hub
 * prospect cart is empty to /smartphones (spec 2.7).
 */
export function backFromExpressCartGoesToSmartphones(visitor: {
  readonly prepay: boolean;
  readonly loggedIn: boolean;
  readonly tradeIn: boolean;
  readonly prospectCartEmpty: boolean;
}): boolean {
  return !visitor.prepay && !visitor.loggedIn && !visitor.tradeIn && visitor.prospectCartEmpty;
}

/** Validation messages in the order a customer should read them: blockers first. */
const LEVEL_ORDER = ['Blocker', 'WarningNotification', 'RewardNotification', 'CheckMarkNotification'];
export function orderedValidations(cart: Cart): Cart['cartValidationErrors'] {
  return [...cart.cartValidationErrors].sort(
    (a, b) => LEVEL_ORDER.indexOf(a.errorLevel) - LEVEL_ORDER.indexOf(b.errorLevel),
  );
}

/**
 * Where the checkout button leads, relative to the sales base: a signed-in customer to the checkout, a guest to the
 * guest checkout, a prospect to the choice of checking out as a new customer, signed in, or as a guest.
 */
export function checkoutPathFor(visitor: { readonly loggedIn: boolean; readonly prospect: boolean }): string {
  if (visitor.loggedIn) return CHECKOUT_PATHS.checkout;
  return visitor.prospect ? CHECKOUT_PATHS.prospectCheckout : CHECKOUT_PATHS.guestCheckout;
}

/** A line's same-day-delivery error (spec 8.6), as analytics is told it and whether the customer is shown it. */
export interface SameDayError {
  readonly lineId: string;
  /** The code and message analytics gets: the service's, or NO_ERR_CODE and NO_ERR_MSG. */
  readonly code: string;
  readonly message: string;
  /** 10023 and 10027 are not shown to a logged-out customer off the delivery page (the cart is off it). */
  readonly shown: boolean;
}

/** The same-day-delivery errors of the cart's lines, for a customer logged in or not (spec 8.6). */
export function sameDayErrors(cart: Cart, loggedIn: boolean): SameDayError[] {
  return cart.shipment.lines
    .filter((line) => line.sddErrorCode !== null || line.sddErrorMessage !== null)
    .map((line) => {
      const { code, message } = sddErrorForAnalytics(line);
      return {
        lineId: line.lineId,
        code,
        message,
        shown: !isSddErrorHidden(code, { loggedIn, onDeliveryPage: false }),
      };
    });
}

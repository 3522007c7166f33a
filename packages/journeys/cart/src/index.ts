// The cart journey: its manifest for the apps, and the cart page's rules.
export { cartJourney } from './manifest.js';
export {
  CART_PAGE_NAMES,
  backFromExpressCartGoesToSmartphones,
  cartAnalyticsPageName,
  orderedValidations,
} from './cart-rules.js';
export type { CartPageName } from './cart-rules.js';

export { cartItems, chatHandOff, handOffMonthly, handOffValue, money } from './cart-items.js';
export type { AnalyticsCartItem, CartItemCategory, HandOffItem, TaggableCart } from './cart-items.js';
export {
  ANALYTICS_EVENTS,
  BLOCKER,
  BLOCKER_PAGE_SUFFIX,
  CUSTOMER_TAGS,
  ERROR_EVENT_LEVELS,
  FLOW_LABELS,
  SUBFLOW_INSTANT,
  cartPageName,
  customerTag,
  flowLabel,
  readDlPath,
  restrictedOfferFromQuery,
} from './labels.js';
export type {
  CustomerTag,
  ErrorEventLevel,
  FlowLabel,
  FlowState,
  RestrictedOffer,
  URLSearchParamsLike,
} from './labels.js';
export {
  INITIAL_TAGGER_STATE,
  PAGE_VIEW_DELAY_MS,
  PENDING_ADD_TO_CART_KEY,
  UPDATER_INTERVAL_MS,
  UPDATER_MAX_TRIES,
  createAnalyticsTagger,
  taggerReducer,
} from './tagger.js';
export type {
  AnalyticsTagger,
  DataLayer,
  DataLayerHost,
  PageData,
  TagEvent,
  TagManager,
  TaggerAction,
  TaggerOptions,
  TaggerState,
  TaggerTimers,
  VisitorData,
} from './tagger.js';

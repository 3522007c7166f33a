export {
  APP_CHANNEL_IDS,
  APP_USER_AGENT_MARKER,
  SHOP_VARIANT_MIN_APP_VERSION,
  detectApp,
  isShopVariantEnabled,
} from './detect.js';
export type { AppChannelId, AppPlatform, DetectedApp } from './detect.js';
export { compareVersions, isAtLeast } from './version.js';
export {
  APP_PROPERTIES_KEY,
  APP_PROPERTY_NAMES,
  AppPropertiesError,
  LINES_OF_BUSINESS,
  createAppPropertiesStore,
  parseAppProperties,
} from './properties.js';
export type { AppProperties, KeyValueStorage, LineOfBusiness } from './properties.js';
export {
  LAUNCH_APP_BASE,
  LAUNCH_TARGETS,
  isAuthenticatedGuest,
  isGuestCheckout,
  isTrueGuestCheckout,
  launchAppUrl,
  protectedPageRedirect,
} from './guest.js';
export type { GuestInput, LaunchTarget, ProtectedPageInput } from './guest.js';
export {
  CANCEL_FLOW_TEXTS,
  DEFAULT_HIDE_WISHLIST_AND_CART,
  DEFAULT_PATTERN_MIN_VERSIONS,
  NAV_PATTERNS,
  NAV_PATTERN_CHROME,
  PATTERN_FALLBACKS,
  navLayout,
  navigationTabIndex,
} from './patterns.js';
export type { NavChrome, NavConfig, NavLayout, NavLeading, NavPattern } from './patterns.js';
export {
  APP_ACTIONS,
  BRIDGE_TAG,
  BRIDGE_VERSION,
  BridgeMessageError,
  MESSAGE_TYPES,
  REQUEST_TYPES,
  checkOutgoing,
  isBridgeMessageError,
  parseAnswer,
  parseIncoming,
} from './messages.js';
export type {
  AnswerOf,
  AppAction,
  BridgeMessages,
  IncomingEnvelope,
  MessageType,
  NavIcon,
  NotificationType,
  OutgoingEnvelope,
  PayloadOf,
  RequestType,
  UpdateNavigationPayload,
} from './messages.js';
export {
  ANDROID_INTERFACE,
  IOS_HANDLER,
  NO_APP_TRANSPORT,
  RECEIVE_FUNCTION,
  createAndroidTransport,
  createIosTransport,
  createPostMessageTransport,
  detectTransport,
  exactOrigin,
} from './transports.js';
export type {
  BridgeMessageEvent,
  BridgeTransport,
  DetectTransportOptions,
  MessageEventSource,
  MessageTarget,
  NativeHost,
  PostMessageTransportOptions,
} from './transports.js';
export {
  BridgeAppError,
  BridgeTimeoutError,
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  HELLO_INTERVAL_MS,
  bridgeReducer,
  createNativeBridge,
  initialBridgeState,
} from './bridge.js';
export type {
  BridgeEvent,
  BridgeState,
  BridgeStatus,
  BridgeTimers,
  NativeBridge,
  NativeBridgeOptions,
} from './bridge.js';
export { createAppEndpoint, parseWebViewMessage } from './app-endpoint.js';
export type { AppEndpointOptions, AppHandlers, WebViewMessage } from './app-endpoint.js';

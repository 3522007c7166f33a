export {
  CHAT_LABEL_ATTRS,
  CHAT_LABEL_MAX,
  CHAT_LABEL_PRIORITY,
  NO_RECOMMENDATION_IDS,
  OVERLAY_DEFAULT_DELAY_S,
  OVERLAY_DELAY_ATTR,
  OVERLAY_MAX_DELAY_S,
  PROPOSITIONS,
  chatLabel,
  noChat,
  overlayDelayMs,
} from './propositions.js';
export type {
  BotPlacement,
  ChatDecision,
  ChatReason,
  LivePlacement,
  Proposition,
  PropositionId,
} from './propositions.js';
export { DEFAULT_AUTHENTICATION, DEFAULT_CUSTOMER_TYPE, decideChatFlow, readRecommendationContext } from './decide.js';
export type { RecommendationContext } from './decide.js';
export {
  LIVE_CHAT_CHECK_TIMEOUT_MS,
  LIVE_CHAT_EXCLUDED_PAGES,
  liveChatCheckPath,
  liveChatCheckRequest,
  liveChatFeedbackPath,
  liveChatFeedbackRequest,
  liveChatGate,
  runLiveChatCheck,
} from './check.js';
export type { ChatVisitor, LiveChatCheckRequest, LiveChatCheckResult, LiveChatGateInput } from './check.js';
export { HOST_TIMERS } from './timers.js';
export type { ChatTimers } from './timers.js';
export {
  VIDEO_ASSIST_PATH,
  VIDEO_CHAT_CLOSES_AT,
  VIDEO_CHAT_MIN_AGENTS_EXCLUSIVE,
  VIDEO_CHAT_OPENS_AT,
  VIDEO_POPUP_FULL_WIDTH_BELOW,
  VIDEO_POPUP_SIZE,
  decideVideoOffer,
  localMinutes,
  readVideoChat,
  videoPopupSize,
} from './video.js';
export type { VideoChatAvailability, VideoOffer, VideoOfferInput } from './video.js';
export { INITIAL_LIVE_CHAT_STATE, createLiveChat, decisionEvent, liveChatReducer } from './store.js';
export { CHAT_HIDE_RETRY_MS, CHAT_HIDE_TRIES, retryChatHide } from './hide.js';
export type {
  ChatAllowance,
  ChatDecisionEvent,
  LiveChat,
  LiveChatAction,
  LiveChatOptions,
  LiveChatState,
} from './store.js';

export { check } from './check.js';
export type { CheckResult, Contract } from './check.js';
export { ServiceErrorItem, ServiceHeader } from './common.js';
export {
  PortInEligibilityRequest,
  PortInEligibilityResponse,
  PromotionDetails,
  ValidPromoContent,
  ValidateFnfRedemptionCodeRequest,
  ValidateFnfRedemptionCodeResponse,
} from './fnf.js';
export { ClientLogRecord } from './logging.js';
export { SandboxFaultRule } from './sandbox.js';
export {
  CatalogueAccessoriesResponse,
  CatalogueAccessory,
  CatalogueDevice,
  CatalogueDeviceResponse,
  CatalogueDevicesResponse,
  CataloguePlan,
  DeviceSku,
  PlansResponse,
  ProtectionFeaturesRequest,
  ProtectionFeaturesResponse,
  ProtectionOption,
  TradeInValidateRequest,
  TradeInValidateResponse,
} from './catalogue.js';
export {
  AddAccessoriesRequest,
  AddDeviceRequest,
  AddStepRequest,
  CART_ERROR_LEVELS,
  Cart,
  CartResponse,
  ReadCartRequest,
  SaveCartRequest,
} from './cart.js';
export {
  CasesResponse,
  ErrorLookupRequest,
  ErrorLookupResponse,
  LandingResponse,
  PageDataLayer,
  PdmAutoSuggestionResponse,
  PdmRequest,
  ProcessStepResponse,
  ReadDlRequest,
  ReadDlResponse,
  SaveAcceptedOfferRequest,
  ThrottleListResponse,
  VideoAssistCheckRequest,
  VideoAssistCheckResponse,
  VideoChatResponse,
} from './account.js';
export { ClearCacheResponse, KeepAliveResponse, LogoutResponse, SessionContinueResponse } from './session.js';
export { WISHLIST_MAX_ITEMS, WishlistItem, WishlistResponse, WishlistSaveRequest } from './wishlist.js';
export { LivePersonCheckRequest, LivePersonCheckResponse, LivePersonFeedbackRequest, Proposition } from './chat.js';
export {
  AssignMtnRequest,
  CheckoutDetails,
  CheckoutDetailsRequest,
  CheckoutDetailsResponse,
  CreditCheckRequest,
  CreditQuestionnaireRequest,
  CreditResult,
  CustomerDetails,
  CustomerInfoRequest,
  InternationalCreditRequest,
  LineNumber,
  NpanxxRequest,
  NpanxxResponse,
  PortInRequest,
} from './checkout.js';

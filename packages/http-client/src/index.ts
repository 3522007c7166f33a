export { createHttpClient } from './client.js';
export type {
  HeaderProvider,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  OutgoingRequest,
  RequestInfo,
  RequestOptions,
  ResponseInfo,
} from './client.js';
export { HttpError, isHttpError } from './errors.js';
export type { HttpErrorInit, HttpErrorKind } from './errors.js';
export {
  DEFAULT_RETRY_POLICY,
  IDEMPOTENCY_KEY_HEADER,
  backoffDelay,
  isRetryableFailure,
  isRetryableUrl,
  isSafeToRepeat,
  retryAfterDelay,
} from './retry.js';
export type { RetryPolicy } from './retry.js';
export { CONTENT_BASE, SERVICE_BASES, serviceBaseFor, serviceOrigin } from './carrier/bases.js';
export type { LocalProxyPorts, ServiceBase, VisitorBase } from './carrier/bases.js';
export {
  CHANNEL_IDS,
  CSRF_TOKEN_HEADER,
  carrierHeaders,
  jsonHeaders,
  loginStatusForPath,
  loginStatusHeader,
  readCookie,
} from './carrier/headers.js';
export type { CarrierContext, ChannelId, LoginStatus } from './carrier/headers.js';
export { createCarrierHttpClient, createContentHttpClient } from './carrier/preset.js';
export type { CarrierClientOptions } from './carrier/preset.js';
export {
  ALLOWED_WHILE_STOPPED,
  LAST_CACHED_TIME_HEADER,
  LOADER_HIDE_DELAY_MS,
  REDIRECT_FIELDS,
  REDIRECT_RESOLVE_MS,
  SERVICE_INFO_KEPT,
  createServiceResponses,
} from './carrier/responses.js';
export type { ServiceEvent, ServiceInfo, ServiceResponses, ServiceResponsesOptions } from './carrier/responses.js';
export { keptJson } from './kept.js';
export type { KeptAnswer } from './kept.js';

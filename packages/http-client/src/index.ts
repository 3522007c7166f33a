export { createHttpClient } from './client.js';
export type {
  HeaderProvider,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestInfo,
  RequestOptions,
} from './client.js';
export { HttpError, isHttpError } from './errors.js';
export type { HttpErrorInit, HttpErrorKind } from './errors.js';
export {
  CHANNEL_IDS,
  CONTENT_BASE,
  SERVICE_BASES,
  createCarrierHttpClient,
  createContentHttpClient,
  jsonHeaders,
  loginStatusForPath,
  loginStatusHeader,
} from './carrier.js';
export type { CarrierClientOptions, ChannelId, LoginStatus, ServiceBase } from './carrier.js';

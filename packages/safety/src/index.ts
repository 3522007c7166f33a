export {
  MAX_REDIRECT_LENGTH,
  safeRedirectUrl,
  safeReturnPath,
  type RedirectPolicy,
  type ReturnPathPolicy,
} from './redirect.js';
export { MASKS, decodeForReading, isPrivateName, scrub, scrubRecord } from './private-data.js';
export { OPEN_REDIRECT_PAYLOADS } from './payloads.js';
export { sharedCookieDomain } from './cookie-scope.js';
export { PAGE_SECURITY_HEADERS } from './page-headers.js';
export { REQUEST_TOKEN_COOKIE, REQUEST_TOKEN_HEADER, REQUEST_TOKEN_PATH } from './request-token.js';

import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

/** Answer of a keep-alive (`fraudservice/session/keepalive`, `prepayservice/session/keepalive`), spec 4.1. */
export const KeepAliveResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ extended: z.literal(true), lastCachedTime: z.number() }),
});
/** Answer of `/onedp/api/mva/session/continue` (prospect guest). */
export const SessionContinueResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ continued: z.literal(true) }),
});
/** Answer of POST `{base}/fraudservice/session/logout` (spec 4.1). */
export const LogoutResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ loggedOut: z.literal(true) }),
});
/** Answer of POST `{base}/fraudservice/session/nse/clearCache`: `data.code` 200 means success (spec 7.3). */
export const ClearCacheResponse = z.object({ serviceHeader: ServiceHeader, data: z.object({ code: z.number() }) });

/**
 * Payload of POST `{base}/fraudservice/session/nse/guestLogin`: guest checkout's authentication (spec 6.1, level
 * L1) with the account's mobile number and the last two digits of the account number.
 */
export const GuestLoginRequest = z.object({
  mdn: z.string().check(z.regex(/^[2-9]\d{2}[2-9]\d{6}$/, 'is not a 10-digit mobile number')),
  lastTwoDigits: z.string().check(z.regex(/^\d{2}$/, 'is not two digits')),
});
export type GuestLoginRequest = z.infer<typeof GuestLoginRequest>;

/** Answer of the guest login: the session is the guest's (level L1); nothing of the account is echoed. */
export const GuestLoginResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ authLevel: z.literal('L1') }),
});

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

/** Who the session belongs to, as far as the session calls and the time-out are concerned. */
export interface SessionVisitor {
  /** The loggedIn cookie (spec 6.2). */
  readonly loggedIn: boolean;
  /** Not logged in and not a guest-checkout customer: no server session to log out of. */
  readonly prospect: boolean;
  /** A prepay customer (spec 6.1). */
  readonly prepay: boolean;
  /**
   * A guest-checkout customer (role `guest`, authentication L1, spec 6.1), whether guest-role processing counts them
   * as logged in or not (spec 6.2): their calls take the guest (nse) variants where spec 7.3 has one.
   */
  readonly guest?: boolean;
}

/** The session calls of spec 7.3, relative to the service base (the prospect guest's sits outside it). */
export const SESSION_PATHS = {
  keepAlive: 'fraudservice/session/keepalive',
  prepayKeepAlive: 'prepayservice/session/keepalive',
  prospectContinue: '/onedp/api/mva/session/continue',
  logout: 'fraudservice/session/logout',
  clearCache: 'fraudservice/session/nse/clearCache',
} as const;

/** Where the store sends a visitor when the session ends (spec 2.2, 4.1), relative to the sales base. */
export const SESSION_PAGES = {
  /** A guest whose session timed out goes here. */
  prospectByodOptions: '/prospectbyodoptions.html',
  /** A cleared prospect session lands on the gridwall. */
  smartphones: '/smartphones',
} as const;

/** The keep-alive call by visitor (spec 7.3): prepay, logged in or guest, or the prospect guest's continue. */
export function keepAlivePath(visitor: SessionVisitor): string {
  if (visitor.prospect) return SESSION_PATHS.prospectContinue;
  return visitor.prepay && visitor.loggedIn ? SESSION_PATHS.prepayKeepAlive : SESSION_PATHS.keepAlive;
}

/** The session calls the timer makes. Each rejects when the call fails; `status` says how, when known. */
export interface SessionTransport {
  keepAlive(visitor: SessionVisitor): Promise<unknown>;
  logout(): Promise<unknown>;
  /** Resolves with the clear-cache answer (`data.code` 200 means done). */
  clearCache(): Promise<unknown>;
}

/** The little of an HTTP client the session calls need (`@carrier/http-client` fits). */
export interface PostingClient {
  post(path: string, body?: unknown, options?: { readonly retry?: false }): Promise<unknown>;
}

export interface SessionTransportOptions {
  /** The carrier services client (its base is the service base of the visitor). */
  readonly services: PostingClient;
  /** The page's origin, for the prospect guest's continue call outside the service base. */
  readonly origin: string;
}

/** The session calls of spec 7.3 over a services client; none of them is retried. */
export function createSessionTransport({ services, origin }: SessionTransportOptions): SessionTransport {
  return {
    keepAlive(visitor) {
      const path = keepAlivePath(visitor);
      return services.post(path.startsWith('/') ? `${origin}${path}` : path, {}, { retry: false });
    },
    logout: () => services.post(SESSION_PATHS.logout, {}, { retry: false }),
    clearCache: () => services.post(SESSION_PATHS.clearCache, undefined, { retry: false }),
  };
}

/** True when a clear-cache answer says it succeeded: `data.code` 200 (spec 4.1, 7.3). */
export function isClearCacheDone(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const data = (answer as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const code = (data as { code?: unknown }).code;
  return code === 200 || code === '200';
}

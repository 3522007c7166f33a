/** Service bases by visitor (spec 7.1). */
export const SERVICE_BASES = {
  default: '/soe/digital',
  auth: '/soe/digital/auth',
  prepaid: '/soe/digital/prepaid',
  authPrepaid: '/soe/digital/auth/prepaid',
  prospect: '/soe/digital/prospect',
} as const;
export type ServiceBase = keyof typeof SERVICE_BASES;

/** Base of the content service (spec 7.1). */
export const CONTENT_BASE = '/content/vcg';

/** Who is calling, as far as the base path is concerned. */
export interface VisitorBase {
  readonly loggedIn: boolean;
  readonly prepaid: boolean;
  /** In the prospect flow (spec 6.2): not logged in, with the prospect flag or throttle entry. */
  readonly prospect: boolean;
}

/** The service base for a visitor (spec 7.1): prospect, prepaid and logged-in variants. */
export function serviceBaseFor(visitor: VisitorBase): ServiceBase {
  if (visitor.prepaid) return visitor.loggedIn ? 'authPrepaid' : 'prepaid';
  if (visitor.loggedIn) return 'auth';
  return visitor.prospect ? 'prospect' : 'default';
}

/** Local proxy ports used when the page runs on localhost (spec 7.1), by base; `content` for the content service. */
export type LocalProxyPorts = Partial<Record<ServiceBase | 'content', number>>;

/**
 * The origin calls to a base go to: a local proxy port when the page is on localhost and one is configured
 * for it, else the page's own origin (an empty string).
 */
export function serviceOrigin(hostname: string, base: ServiceBase | 'content', ports: LocalProxyPorts = {}): string {
  const port = ports[base];
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  return local && port !== undefined ? `http://localhost:${port}` : '';
}

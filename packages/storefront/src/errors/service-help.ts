import type { ErrorRecord } from '@carrier/error-catalogue';
import { safeRedirectUrl } from '@carrier/safety';

/** What a failed call's error item offers the customer beyond its message (spec 3.6). */
export interface ServiceHelp {
  /** `details[].issue`: what is wrong, one line each, as the service words it. */
  readonly issues: readonly string[];
  /** `information_link`, when it stays on the store's origin (then as a path) or leads to an allowed origin. */
  readonly link?: string;
}

export interface LinkPolicy {
  /** The page's URL: a link on its origin is kept as a path. */
  readonly here: string;
  /** Other origins a service's link may lead to. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * The help in a failed call's answer (its record, `classify(error)`): its issues and its "learn more" link, checked
 * by the store's one guard.
 */
export function serviceHelp(record: Pick<ErrorRecord, 'issues' | 'informationLink'>, policy: LinkPolicy): ServiceHelp {
  const issues = record.issues ?? [];
  const target = record.informationLink
    ? safeRedirectUrl(record.informationLink, { origin: policy.here, allowedOrigins: policy.allowedOrigins ?? [] })
    : undefined;
  if (target === undefined) return { issues };
  const url = new URL(target);
  const link = url.origin === new URL(policy.here).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  return { issues, link };
}

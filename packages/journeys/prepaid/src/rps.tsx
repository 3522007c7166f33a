import { Alert, Link } from '@carrier/design-system';
import { useState } from 'react';
import { useHref } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps, type RpsActivation } from './deps.js';
import { PrepaidPage, useTexts } from './frame.js';

/** Why an activation stopped, as the RPS error page is told (`?reason=`). */
export const RPS_ERROR_REASONS = ['notCompatible', 'activationFailed', 'unknown'] as const;

export type RpsErrorReason = (typeof RPS_ERROR_REASONS)[number];

/** The RPS activation kept for the visit, when it is one (anything else kept reads as none). */
export function readRps(kept: unknown): RpsActivation | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const r = kept as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 80;
  if (!text(r['retailerCode']) || !text(r['retailerName']) || !text(r['phoneName'])) return undefined;
  if (typeof r['imei'] !== 'string' || !/^\d{15}$/.test(r['imei'])) return undefined;
  return {
    retailerCode: r['retailerCode'] as string,
    retailerName: r['retailerName'] as string,
    imei: r['imei'],
    phoneName: r['phoneName'] as string,
    ...(typeof r['planId'] === 'string' && /^PLAN-PP-[A-Z0-9-]+$/.test(r['planId']) ? { planId: r['planId'] } : {}),
    ...(typeof r['autopay'] === 'boolean' ? { autopay: r['autopay'] } : {}),
  };
}

export function useRps() {
  const { rps } = usePrepaidDeps();
  const [activation] = useState(() => readRps(rps.read()));
  return { activation, keep: (next: RpsActivation | null) => rps.write(next) };
}

/** What every RPS page says when there is no activation in progress: start one. */
export function NothingToActivate({ title }: { readonly title: string }) {
  const texts = useTexts();
  const href = useHref();
  return (
    <PrepaidPage title={title}>
      <Alert tone="info">{texts.rpsNothing}</Alert>
      <Link variant="standalone" href={href(PREPAID_PATHS.rpsPlans)}>
        {texts.rpsStart}
      </Link>
    </PrepaidPage>
  );
}

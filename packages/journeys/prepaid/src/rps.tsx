import { Alert, Link } from '@carrier/design-system';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { keptValue, useHref } from '@carrier/storefront/kit';
import { RPS_KEY } from './key.js';
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

/** The retail partner's activation in progress (none: `null`), kept in session storage for the visit. */
export const rpsAtom = keptValue(RPS_KEY, (kept) => readRps(kept) ?? null);

/** The activation in progress, and the way to keep the next one (`null` ends it). */
export function useRps() {
  const { atoms } = usePrepaidDeps();
  const [activation, keep] = useAtom(rpsAtom, { store: atoms });
  return { activation: activation ?? undefined, keep };
}

/**
 * Ends the activation in progress as the page that says it is over opens (its confirmation, or that the phone does
 * not work here), so the page before it never draws with its activation gone.
 */
export function useEndActivation(ends = true): void {
  const { keep } = useRps();
  useEffect(() => {
    if (ends) keep(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, as the page opens
  }, []);
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

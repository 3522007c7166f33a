import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import type { CreditCardPrequalification } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { serviceErrorId, useLoad, useStorefront, JourneyPageFrame } from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { useCreditCardDeps } from './deps.js';
import { CREDIT_CARD_STRINGS, type CreditCardStrings } from './strings/index.js';

export const useTexts = (): CreditCardStrings => CREDIT_CARD_STRINGS[useStorefront().site.language];

export { useMoney } from '@carrier/storefront/kit';

/**
 * A rate as the site's language writes it: `20.49%`, `20,49 %` (two decimals, as rates are quoted), or a whole
 * reward (`4%`) with `fractionDigits` 0.
 */
export function usePercent() {
  const { site } = useStorefront();
  return (percent: number, fractionDigits = 2) =>
    new Intl.NumberFormat(site.language === 'es' ? 'es-US' : 'en-US', {
      style: 'percent',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    }).format(percent / 100);
}

/** A page of the credit card: its heading, its page view, and what it shows. */
export function CreditCardPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

/**
 * This browser's pre-qualification named by the page's query, read again from the service; a page opened without
 * one, or with one this browser did not ask for, says so and leads back to the splash page.
 */
export function WithPrequalification({
  children,
}: {
  readonly children: (prequalification: CreditCardPrequalification) => ReactNode;
}) {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useCreditCardDeps();
  const { prequalId = '' } = useSearch({ strict: false }) as { prequalId?: string };
  const read = useLoad(
    () => (prequalId ? services.prequalification(prequalId) : Promise.reject(new Error('no pre-qualification'))),
    [prequalId],
    { report: (e) => prequalId !== '' && serviceErrorId(e) !== 'PREQUAL_NOT_FOUND' },
  );
  if (read.status === 'loading') return <Skeleton height="12rem" />;
  if (read.status === 'failed')
    return (
      <Stack space="md">
        <Alert tone="warning">{texts.notFound}</Alert>
        <Link variant="standalone" href={`${site.base}${CREDIT_CARD_PATHS.splash}`}>
          {texts.startAgain}
        </Link>
      </Stack>
    );
  return <>{children(read.value)}</>;
}

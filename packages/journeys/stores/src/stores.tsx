import type { VISIT_REASONS } from '@carrier/service-contracts';
import { type StoreSummary } from '@carrier/service-contracts';
import { formatTime, formatWeekday } from '@carrier/design-system';
import { Fragment } from 'react';
import { factList, useStorefront } from '@carrier/storefront/kit';
import { STORES_STRINGS, type StoresStrings } from './strings/index.js';

export const useTexts = (): StoresStrings => STORES_STRINGS[useStorefront().site.language];

/** A store's week of hours. */
export function Hours({ store }: { readonly store: StoreSummary }) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <dl className={factList} aria-label={texts.hours}>
      {store.hours.map((h) => (
        <Fragment key={h.day}>
          <dt>{formatWeekday(h.day, site.language)}</dt>
          <dd>
            {formatTime(h.opens, site.language)}–{formatTime(h.closes, site.language)}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export type VisitReason = (typeof VISIT_REASONS)[number];

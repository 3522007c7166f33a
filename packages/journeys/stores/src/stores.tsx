import type { VISIT_REASONS } from '@carrier/service-contracts';
import { type StoreSummary } from '@carrier/service-contracts';
import { Fragment } from 'react';
import { factList, useStorefront } from '@carrier/storefront/kit';
import { STORES_STRINGS, type StoresStrings } from './strings/index.js';

export const useTexts = (): StoresStrings => STORES_STRINGS[useStorefront().site.language];

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A day of the week (`Mon`) as the site's language names it: `Monday`, `lunes`. */
export function weekdayName(day: string, language: 'en' | 'es'): string {
  const index = WEEK.indexOf(day);
  if (index < 0) return day;
  // 23 November 2026 is a Monday.
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 23 + index, 12)),
  );
}

/** A store's week of hours. */
export function Hours({ store }: { readonly store: StoreSummary }) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <dl className={factList} aria-label={texts.hours}>
      {store.hours.map((h) => (
        <Fragment key={h.day}>
          <dt>{weekdayName(h.day, site.language)}</dt>
          <dd>
            {h.opens}–{h.closes}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export type VisitReason = (typeof VISIT_REASONS)[number];

// How the checkout writes numbers, cards and dates for the customer, in their language.
import { formatPhone } from '@carrier/checkout-rules';
import type { Language } from '@carrier/storefront/kit';

/** A card brand's name as printed on the card. */
export { cardBrandName as brandName } from '@carrier/storefront/kit';

/** A ten-digit number as (212) 555-0199. */
export const phone = (mdn: string): string => formatPhone(mdn);

/** A day (YYYY-MM-DD) as the customer reads it: "Wednesday, December 2" or "miércoles, 2 de diciembre". */
export function day(isoDay: string, language: Language): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

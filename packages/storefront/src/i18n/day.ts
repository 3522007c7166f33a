import type { Language } from '../site.js';

/**
 * A day as the site's language writes it: `December 24, 2026`, `24 de diciembre de 2026`. Takes a moment (epoch
 * milliseconds, read in UTC) or an ISO day (`2026-12-24`); anything unreadable is given back as it came.
 */
export function formatDay(value: number | string, language: Language): string {
  const date = typeof value === 'number' ? new Date(value) : new Date(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

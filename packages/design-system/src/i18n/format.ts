import type { Language } from './language.js';

/** Digits in groups of three: 12031 -> 12,031. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/*
 * Numbers as both of the store's languages write them in the US (en-US and es-US agree: `$1,099.99`, `4.1`,
 * `12,031`). Written out rather than with `Intl.NumberFormat`: making the first Intl formatter is the slowest
 * single step of drawing a grid of phones on a phone, and the unit tests hold these to Intl's own output.
 */

/** An amount in US dollars, to the cent: `$1,099.99`, `-$5.00` (a minus kept when it rounds to zero, as Intl does). */
export function formatMoney(amount: number, _language: Language): string {
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${rounded(Math.abs(amount), 2)}`;
}

/** A number with one decimal: `4.0`, `4.1`. */
export function formatDecimal(value: number, _language: Language): string {
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${rounded(Math.abs(value), 1)}`;
}

/**
 * A positive number to `places` decimals, grouped, rounded as Intl rounds: the shortest decimal that reads back
 * as the number (86704.885, not the 86704.88499… it is stored as), halves away from zero.
 */
function rounded(value: number, places: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(places);
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, places).padEnd(places, '0');
  if ((fraction[places] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(places + 1, '0');
  return `${grouped(digits.slice(0, -places))}.${digits.slice(-places)}`;
}

/** A whole count: `12,031`. */
export function formatCount(count: number, _language: Language): string {
  const whole = Math.round(Math.abs(count));
  return `${count < 0 || Object.is(count, -0) ? '-' : ''}${grouped(String(whole))}`;
}

/**
 * Items as one phrase, the way each language joins them: "Indigo, Frost, and Porcelain", "Indigo, Frost y Porcelana";
 * with `or`, "Welcome, Plus, or Ultimate", "Welcome, Plus u Otro". Written out as the numbers are: the first
 * `Intl.ListFormat` a page makes loads the browser's list data, 30 to 40 ms of a phone page's start-up.
 */
export function formatList(items: readonly string[], language: Language, kind: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  const rest = items.slice(0, -1).join(', ');
  if (language === 'en') return `${rest}${items.length > 2 ? ',' : ''} ${kind} ${last}`;
  // Spanish: "y" is "e" before an "i" sound (not "hie"), "o" is "u" before an "o" sound.
  const word = kind === 'and' ? (/^h?i(?!e)/i.test(last) ? 'e' : 'y') : /^h?o/i.test(last) ? 'u' : 'o';
  return `${rest} ${word} ${last}`;
}

/** The days of the week as the carrier's services write them. */
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A day of the week as the services write it (`Mon`), named in the site's language: `Monday`, `lunes`. A day the
 * services write otherwise is shown as it came.
 */
export function formatWeekday(day: string, language: Language): string {
  const index = WEEK.indexOf(day);
  if (index < 0) return day;
  // 23 November 2026 is a Monday.
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 23 + index, 12)),
  );
}

/**
 * A time of day as the services write it (`13:00`, on a 24-hour clock), as each site reads it: `1:00 PM` on the
 * English site, an American site's 12-hour clock, and `13:00` on the Spanish one. Written out as the numbers are, and
 * held to Intl's output (the browser's and Node's, which put a plain space before the AM or PM) by the unit tests; a
 * time the services write otherwise is shown as it came.
 */
export function formatTime(time: string, language: Language): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const minutes = match[2]!;
  if (language === 'es') return `${String(hour).padStart(2, '0')}:${minutes}`;
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

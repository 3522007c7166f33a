import type { Language } from '../site.js';

/**
 * Items as one phrase, the way each language joins them: "Indigo, Frost, and Porcelain", "Indigo, Frost y Porcelana";
 * with `or`, "Welcome, Plus, or Ultimate", "Welcome, Plus u Otro". What `Intl.ListFormat` gives, without its cost:
 * the first list format a page makes loads the browser's locale data, 30 to 40 ms of a page's start-up.
 */
export function listOf(items: readonly string[], language: Language, kind: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  const rest = items.slice(0, -1).join(', ');
  if (language === 'en') return `${rest}${items.length > 2 ? ',' : ''} ${kind} ${last}`;
  // Spanish: "y" is "e" before an "i" sound (not "hie"), "o" is "u" before an "o" sound.
  const word = kind === 'and' ? (/^h?i(?!e)/i.test(last) ? 'e' : 'y') : /^h?o/i.test(last) ? 'u' : 'o';
  return `${rest} ${word} ${last}`;
}

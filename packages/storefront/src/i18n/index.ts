import type { Language } from '../site.js';
import { en } from './en.js';
import { es } from './es.js';
import type { Strings } from './strings.js';

export type { Strings } from './strings.js';

const STRINGS: Record<Language, Strings> = { en, es };

/** The UI strings of a language. */
export function stringsFor(language: Language): Strings {
  return STRINGS[language];
}

/**
 * The same page on the other language's site: the Spanish site is the `espanol.` host, as the carrier runs it.
 */
export function otherLanguageHref(href: string): string {
  const url = new URL(href);
  url.hostname = url.hostname.startsWith('espanol.')
    ? url.hostname.slice('espanol.'.length)
    : `espanol.${url.hostname}`;
  return url.toString();
}

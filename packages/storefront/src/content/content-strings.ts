import type { Language } from '../site.js';

/** The words of the help, company and legal pages around what the content service gives, with their module. */
export const CONTENT_STRINGS = {
  en: { loadFailed: 'This page could not be loaded.', related: 'Related pages' },
  es: { loadFailed: 'No pudimos cargar esta página.', related: 'Páginas relacionadas' },
} as const satisfies Record<Language, Record<string, string>>;

import type { Language } from '../site.js';

/** The words of the debug button and its panel (spec 6.5), with the button's own module (it shows outside production). */
export const DEBUG_STRINGS = {
  en: {
    button: 'Debug',
    title: 'Debug information',
    site: 'Site',
    visitor: 'Visitor',
    loggedIn: 'signed in',
    guest: 'not signed in',
    calls: 'Last service calls',
    noCalls: 'No service calls yet.',
  },
  es: {
    button: 'Depurar',
    title: 'Información de depuración',
    site: 'Sitio',
    visitor: 'Visitante',
    loggedIn: 'con sesión iniciada',
    guest: 'sin sesión iniciada',
    calls: 'Últimas llamadas a servicios',
    noCalls: 'Todavía no hay llamadas a servicios.',
  },
} as const satisfies Record<Language, Record<string, string>>;

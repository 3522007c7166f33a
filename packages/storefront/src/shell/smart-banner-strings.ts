import type { Language } from '../site.js';

/** The words of the app-download banner (spec 2.9), with the banner's own module. */
export const SMART_BANNER_STRINGS = {
  en: {
    title: 'My Carrier app',
    description: 'Shop, pay and manage your account in the app.',
  },
  es: {
    title: 'App Mi Carrier',
    description: 'Compra, paga y administra tu cuenta en la app.',
  },
} as const satisfies Record<Language, Record<string, string>>;

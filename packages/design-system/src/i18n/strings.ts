import { createContext, useContext } from 'react';

/** The languages of the components' own words (spec 1: the Spanish site). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  close: 'Close',
  loading: 'Loading',
  opensInNewTab: '(opens in a new tab)',
  yes: 'Yes',
  no: 'No',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  pagination: 'Pagination',
  breadcrumb: 'Breadcrumb',
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  rating: (value: string, max: number) => `Rated ${value} out of ${max}`,
  reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  view: 'View',
  search: 'Search',
  searchLabel: 'Search the store',
  favorites: (count: number) => (count === 0 ? 'Favorites' : `Favorites, ${count} saved`),
  cart: (count: number) => (count === 0 ? 'Cart, empty' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
  signIn: 'Sign in',
  menu: 'Menu',
  mainNavigation: 'Main',
  clearFilters: 'Clear all',
  filters: 'Filters',
  checkoutSteps: 'Checkout steps',
  stepCompleted: 'completed',
  stepCurrent: 'current step',
  perMonth: '/mo',
  monthlyFor: (months: number) => `per month for ${months} months`,
  was: (price: string) => `Was ${price}`,
  now: (price: string) => `now ${price}`,
  retailPrice: 'Full retail price',
  promoCredit: (amount: string) => `${amount} promo credit`,
  selected: (name: string) => `Selected: ${name}`,
  addToFavorites: (name: string) => `Add ${name} to favorites`,
  compare: (name: string) => `Compare ${name}`,
  colors: (count: number) => (count === 1 ? '1 colour' : `${count} colours`),
  storagePrice: (delta: string) => `+${delta}`,
};

export type Strings = typeof en;

const es: Strings = {
  close: 'Cerrar',
  loading: 'Cargando',
  opensInNewTab: '(se abre en una pestaña nueva)',
  yes: 'Sí',
  no: 'No',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: (n) => `Página ${n}`,
  pagination: 'Paginación',
  breadcrumb: 'Ruta de navegación',
  decrease: (label) => `Disminuir ${label}`,
  increase: (label) => `Aumentar ${label}`,
  rating: (value, max) => `Calificación de ${value} de ${max}`,
  reviews: (count) => (count === 1 ? '1 opinión' : `${count} opiniones`),
  view: 'Ver',
  search: 'Buscar',
  searchLabel: 'Buscar en la tienda',
  favorites: (count) => (count === 0 ? 'Favoritos' : `Favoritos, ${count} guardados`),
  cart: (count) =>
    count === 0 ? 'Carrito, vacío' : count === 1 ? 'Carrito, 1 artículo' : `Carrito, ${count} artículos`,
  signIn: 'Iniciar sesión',
  menu: 'Menú',
  mainNavigation: 'Principal',
  clearFilters: 'Borrar todo',
  filters: 'Filtros',
  checkoutSteps: 'Pasos de la compra',
  stepCompleted: 'completado',
  stepCurrent: 'paso actual',
  perMonth: '/mes',
  monthlyFor: (months) => `al mes durante ${months} meses`,
  was: (price) => `Antes ${price}`,
  now: (price) => `ahora ${price}`,
  retailPrice: 'Precio total',
  promoCredit: (amount) => `${amount} de crédito promocional`,
  selected: (name) => `Seleccionado: ${name}`,
  addToFavorites: (name) => `Agregar ${name} a favoritos`,
  compare: (name) => `Comparar ${name}`,
  colors: (count) => (count === 1 ? '1 color' : `${count} colores`),
  storagePrice: (delta) => `+${delta}`,
};

/** The components' words in each language; apps pass their own words for everything else. */
export const STRINGS: Readonly<Record<Language, Strings>> = { en, es };

/** The language the components speak; set by `BrandTheme`'s `language`. */
export const LanguageContext = createContext<Language>('en');

/** The components' words in the current language. */
export function useStrings(): Strings {
  return STRINGS[useContext(LanguageContext)];
}

/** The current language, for number and currency formatting. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const FORMATS = {
  money: { style: 'currency', currency: 'USD' },
  decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  count: {},
} satisfies Record<string, Intl.NumberFormatOptions>;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a language, made once and kept: making an `Intl.NumberFormat` (which `toLocaleString`
 * with a locale also does, on every call) costs far more than using one, and a grid of phones formats hundreds.
 */
export function numberFormat(language: Language, kind: keyof typeof FORMATS): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], FORMATS[kind]);
    formatters.set(key, format);
  }
  return format;
}

/** Formats an amount in US dollars for the language: `$1,099.99`. */
export function formatMoney(amount: number, language: Language): string {
  return numberFormat(language, 'money').format(amount);
}

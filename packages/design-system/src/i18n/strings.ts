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
  quantityRange: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  rating: (value: string, max: number) => `Rated ${value} out of ${max}`,
  reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  view: 'View',
  search: 'Search',
  searchLabel: 'Search the store',
  searchSuggestions: 'Suggestions',
  suggestionCount: (n: number) => (n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion' : `${n} suggestions`),
  signOut: 'Sign out',
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
  stepOf: (n: number, total: number, name: string) => `Step ${n} of ${total}: ${name}`,
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
  quantityRange: (min, max) => `Escribe un número del ${min} al ${max}.`,
  rating: (value, max) => `Calificación de ${value} de ${max}`,
  reviews: (count) => (count === 1 ? '1 opinión' : `${count} opiniones`),
  view: 'Ver',
  search: 'Buscar',
  searchLabel: 'Buscar en la tienda',
  searchSuggestions: 'Sugerencias',
  suggestionCount: (n) => (n === 0 ? 'No hay sugerencias' : n === 1 ? '1 sugerencia' : `${n} sugerencias`),
  signOut: 'Cerrar sesión',
  favorites: (count) =>
    count === 0 ? 'Favoritos' : count === 1 ? 'Favoritos, 1 guardado' : `Favoritos, ${count} guardados`,
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
  stepOf: (n, total, name) => `Paso ${n} de ${total}: ${name}`,
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

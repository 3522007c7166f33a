import { useContext } from 'react';
import { FRAME_STRINGS, type FrameStrings } from './frame-strings.js';
import { LanguageContext, type Language } from './language.js';

export { LANGUAGES, LanguageContext, useLanguage } from './language.js';
export type { Language } from './language.js';
export { formatCount, formatDecimal, formatList, formatMoney, formatTime, formatWeekday } from './format.js';

const en = {
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
  notAvailable: (name: string) => `${name}, not available`,
  addToFavorites: (name: string) => `Add ${name} to favorites`,
  compare: (name: string) => `Compare ${name}`,
  colors: (count: number) => (count === 1 ? '1 colour' : `${count} colours`),
  storagePrice: (delta: string) => `+${delta}`,
};

type PageStrings = typeof en;

const es: PageStrings = {
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
  notAvailable: (name) => `${name}, no disponible`,
  addToFavorites: (name) => `Agregar ${name} a favoritos`,
  compare: (name) => `Comparar ${name}`,
  colors: (count) => (count === 1 ? '1 color' : `${count} colores`),
  storagePrice: (delta) => `+${delta}`,
};

/** Every word of the components: the frame's and the page components'. */
export type Strings = FrameStrings & PageStrings;

/** The components' words in each language; apps pass their own words for everything else. */
export const STRINGS: Readonly<Record<Language, Strings>> = {
  en: { ...FRAME_STRINGS.en, ...en },
  es: { ...FRAME_STRINGS.es, ...es },
};

/** The components' words in the current language. */
export function useStrings(): Strings {
  return STRINGS[useContext(LanguageContext)];
}

import { useContext } from 'react';
import { LanguageContext, type Language } from './language.js';

// The words of the components every page draws (the header, its search, links, the loader, dialogs and notices): a
// module of their own, so that the words of the page components (prices, tiles, steppers) come with those.

const en = {
  close: 'Close',
  loading: 'Loading',
  opensInNewTab: '(opens in a new tab)',
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
};

export type FrameStrings = typeof en;

const es: FrameStrings = {
  close: 'Cerrar',
  loading: 'Cargando',
  opensInNewTab: '(se abre en una pestaña nueva)',
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
};

/** The frame components' words in each language. */
export const FRAME_STRINGS: Readonly<Record<Language, FrameStrings>> = { en, es };

/** The frame components' words in the current language. */
export function useFrameStrings(): FrameStrings {
  return FRAME_STRINGS[useContext(LanguageContext)];
}

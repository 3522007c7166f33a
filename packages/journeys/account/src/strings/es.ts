import type { AccountStrings } from './en.js';

/** The account pages' words in Spanish. */
export const es: AccountStrings = {
  title: (firstName) => (firstName ? `Hola, ${firstName}` : 'Tu cuenta'),
  intro: 'Tus líneas, tus pedidos y tus teléfonos guardados, en un solo lugar.',
  signInTitle: 'Tu cuenta',
  signInBody: 'Inicia sesión para ver tus líneas, tus pedidos y tus favoritos.',
  signIn: 'Iniciar sesión',
  loadFailed: 'No pudimos cargar tu cuenta.',
  lines: 'Tus líneas móviles',
  line: (number) => `Línea ${number}`,
  plan: (plan) => `Plan: ${plan}`,
  upgradeReady: 'Lista para cambiar de equipo',
  upgradeLater: 'Aún no puede cambiar de equipo',
  upgrade: (number) => `Cambiar el teléfono de ${number}`,
  upgradeShort: 'Cambiar de equipo',
  noLines: 'Todavía no tienes líneas móviles.',
  wirelessOffer: 'Agrega servicio móvil a tus servicios del hogar: ahorra en cada línea con tu internet Fios.',
  shopPhones: 'Ver teléfonos',
  seePlans: 'Ver planes',
  home: 'Tus servicios del hogar',
  orders: 'Pedidos recientes',
  noOrders: 'Todavía no tienes pedidos.',
  ordersFailed: 'No pudimos cargar tus pedidos.',
  allOrders: 'Ver todos tus pedidos',
  favorites: 'Favoritos',
  favoritesCount: (n) =>
    n === 0
      ? 'Todavía no tienes favoritos.'
      : n === 1
        ? '1 teléfono o accesorio guardado'
        : `${n} teléfonos y accesorios guardados`,
  seeFavorites: 'Ver tus favoritos',
  signOut: 'Cerrar sesión',
  historyTitle: 'Tus pedidos',
  historyIntro: 'Todos los pedidos que hiciste con tu sesión iniciada, del más reciente al más antiguo.',
  backToAccount: 'Volver a tu cuenta',
  order: (number) => `Pedido ${number}`,
  placed: (date) => `Realizado el ${date}`,
  status: { PLACED: 'Realizado' },
  dueToday: 'Pagado hoy',
  monthly: 'Mensual',
  whatYouPaid: 'Lo que pagaste, partida por partida',
  delivery: { SHIPPING: 'Envío', ISPU: 'Recoger en la tienda', SDD: 'Entrega el mismo día' },
  accessories: (n) => (n === 1 ? '1 accesorio' : `${n} accesorios`),
  intent: {
    NSE: 'Cuenta nueva',
    NAO: 'Cuenta nueva',
    EUP: 'Cambio de equipo',
    AAL: 'Línea nueva',
    NSO: 'Línea nueva con tu propio teléfono',
    buySim: 'SIM para tu propio teléfono',
    NSEACC: 'Accesorios',
    ESO: 'Accesorios',
  },
  upgradeEarly: (number) => `Cambiar antes el teléfono de ${number}`,
  upgradeEarlyShort: 'Cambio anticipado',
};

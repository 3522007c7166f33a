import type { Strings } from './strings.js';

export const es: Strings = {
  brandName: 'Carrier',
  homeLabel: 'Inicio de Carrier',
  skipLink: 'Ir al contenido principal',
  footerNote: '© 2026 Carrier Wireless. Todos los derechos reservados.',
  otherLanguage: { label: 'English', lang: 'en' },
  retry: 'Intentar de nuevo',
  scheduledOrderTitle: 'Tienes un pedido programado',
  scheduledOrderBody:
    'Hay un pedido programado en tu cuenta y se está procesando, así que no puedes cambiar tu carrito por ahora. Cuando termine podrás volver a comprar; para cambiar el pedido programado, comunícate con nosotros.',
  genericErrorTitle: 'Algo salió mal',
  genericErrorBody: 'No pudimos completar lo que pediste. Inténtalo de nuevo en un momento.',
  backToStore: 'Volver a la tienda',
  notFoundTitle: 'No encontramos esa página',
  notFoundBody: 'Es posible que el enlace sea antiguo o tenga un error.',
  notFoundLink: 'Ir a la tienda',
  miniCart: {
    title: 'Tu carrito',
    added: (name) => `${name} se agregó a tu carrito.`,
    view: 'Ver carrito',
    continue: 'Seguir comprando',
  },
  shell: {
    footerShopTitle: 'Comprar',
    signIn: 'Iniciar sesión',
    appBannerTitle: 'App Mi Carrier',
    appBannerDescription: 'Compra, paga y administra tu cuenta en la app.',
    debugButton: 'Depurar',
    debugTitle: 'Información de depuración',
    debugSite: 'Sitio',
    debugVisitor: 'Visitante',
    debugLoggedIn: 'con sesión iniciada',
    debugGuest: 'sin sesión iniciada',
    debugCalls: 'Últimas llamadas a servicios',
    debugNoCalls: 'Todavía no hay llamadas a servicios.',
  },
};

import type { Strings } from './strings.js';

export const es: Strings = {
  brandName: 'Carrier',
  homeLabel: 'Inicio de Carrier',
  skipLink: 'Ir al contenido principal',
  footerNote: '© 2026 Carrier Wireless. Todos los derechos reservados.',
  otherLanguage: { label: 'English', lang: 'en' },
  loading: 'Cargando…',
  contentFailed: 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  phoneLabel: 'Número inalámbrico',
  phoneHelper: 'Número de 10 dígitos, como 201-555-0123.',
  promoHelper: '7 letras o dígitos, a veces seguidos de 4 dígitos.',
  landingTitle: 'Tus ahorros de Amigos y Familia están listos',
  landingIntro: 'Confirmamos tu código promocional y el número que te recomendó. Los ahorros se aplican al pagar.',
  landingPromo: 'Código promocional',
  landingNumber: 'Número que te recomendó',
  numberEndingIn: 'Número que termina en',
  landingLines: 'Líneas',
  landingNext: 'Elige un teléfono y un plan para usar tus ahorros.',
  shopSmartphones: 'Comprar smartphones',
  useAnotherCode: 'Usar otro código',
  scheduledOrderTitle: 'Tienes un pedido programado',
  scheduledOrderBody:
    'Hay un pedido programado en tu cuenta y se está procesando, así que no puedes cambiar tu carrito por ahora. Cuando termine podrás volver a comprar; para cambiar el pedido programado, comunícate con nosotros.',
  genericErrorTitle: 'Algo salió mal',
  genericErrorBody: 'No pudimos completar lo que pediste. Inténtalo de nuevo en un momento.',
  backToStore: 'Volver a la tienda',
  notFoundTitle: 'No encontramos esa página',
  notFoundBody: 'Es posible que el enlace sea antiguo o tenga un error.',
  notFoundLink: 'Ir a los ahorros de Amigos y Familia',
  shell: {
    nav: { friendsAndFamily: 'Amigos y Familia' },
    footerGroups: [
      {
        title: 'Comprar',
        links: [{ label: 'Ahorros de Amigos y Familia', path: '/friendsandfamily.html' }],
      },
    ],
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
  session: {
    warningTitle: '¿Sigues ahí?',
    warningBody: (timeLeft) =>
      `Por tu seguridad, tu sesión termina en ${timeLeft}. Elige Mantener la sesión para conservar tu carrito y seguir.`,
    warningAnnounce: (timeLeft) => `Tu sesión termina en ${timeLeft}.`,
    stay: 'Mantener la sesión',
    extending: 'Extendiendo tu sesión…',
    signOut: 'Cerrar sesión',
    startOver: 'Empezar de nuevo',
    timedOutTitle: 'Tu sesión terminó',
    timedOutCustomer:
      'Por tu seguridad cerramos tu sesión tras 30 minutos sin actividad. Vuelve a iniciar sesión para seguir donde te quedaste.',
    timedOutGuest: 'Tu sesión terminó tras 30 minutos sin actividad. Te llevamos de vuelta a la tienda.',
    signInAgain: 'Iniciar sesión de nuevo',
    continueShopping: 'Seguir comprando',
    endedElsewhereTitle: 'Cerraste sesión en otra pestaña',
    endedElsewhereBody: 'Tu sesión terminó en otra ventana de este navegador, así que también la cerramos aquí.',
    extendFailedNetwork:
      'No pudimos conectar con la tienda para extender tu sesión. Revisa tu conexión e inténtalo de nuevo.',
    leaving: 'Te llevamos allí…',
  },
  cartLock: {
    title: {
      assisted: 'Un representante está trabajando en tu carrito',
      digital: 'Tu carrito está abierto en otro lugar',
    },
    where: (channel) => {
      switch (channel) {
        case 'VZW-CHAT':
          return 'Un representante del chat tiene tu carrito abierto ahora.';
        case 'VZW-RPS':
          return 'Tu carrito está abierto en una de nuestras tiendas ahora.';
        case 'VZW-TELESALES':
          return 'Un representante por teléfono tiene tu carrito abierto ahora.';
        case 'VZW-MFA-IOS':
        case 'VZW-MFA-ANDROID':
          return 'Tu carrito está abierto en la app My Carrier ahora.';
        case 'VZW-DOTCOM':
        case 'VZW-DOTCOM-MOB':
        case 'VZW-DOTCOM-TAB':
          return 'Tu carrito está abierto en nuestro sitio web en otro dispositivo ahora.';
        default:
          return 'Tu carrito está abierto en otro canal ahora.';
      }
    },
    why: 'Para proteger tus cambios, no se puede cambiar aquí hasta que terminen. No se pierde nada.',
    assistedNext: 'Termina con tu representante en el chat o en la tienda, o llámanos y lo seguimos contigo.',
    digitalNext: 'Termina allí, o espera unos minutos y vuelve a comprobar.',
    callUs: 'Llama al 1-800-555-0199',
    callNumber: '+18005550199',
    checkAgain: 'Comprobar de nuevo',
    checking: 'Comprobando tu carrito…',
    stillLocked: 'Todavía están trabajando en tu carrito. Inténtalo de nuevo en unos minutos.',
    keepShopping: 'Seguir comprando',
  },
  cart: {
    title: 'Tu carrito',
    empty: 'Tu carrito está vacío.',
    emptyAction: 'Ver los ahorros de Amigos y Familia',
    line: (n) => `Línea ${n}`,
    plan: 'Plan',
    noPlan: 'Aún no elegiste un plan',
    protection: 'Protección',
    tradeIn: 'Entrega de equipo',
    accessories: 'Accesorios',
    quantity: 'Cantidad',
    remove: 'Quitar',
    removing: 'Quitando…',
    dueToday: 'A pagar hoy',
    dueMonthly: 'A pagar por mes',
    perMonth: '/mes',
    readFailed: 'No pudimos cargar tu carrito. Revisa tu conexión e inténtalo de nuevo.',
    changeFailed: 'No pudimos cambiar tu carrito. No se perdió nada; inténtalo de nuevo.',
    lockedNotice: 'Tu carrito no se puede cambiar ahora.',
  },
};

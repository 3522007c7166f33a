import type { Strings } from './strings.js';

export const es: Strings = {
  brandName: { wireless: 'Carrier', prepaid: 'Carrier Prepago' },
  homeLabel: { wireless: 'Inicio de Carrier', prepaid: 'Inicio de Carrier Prepago' },
  skipLink: 'Ir al contenido principal',
  footerNote: '© 2026 Carrier Wireless. Todos los derechos reservados.',
  otherLanguage: { label: 'English', lang: 'en' },
  retry: 'Intentar de nuevo',
  stillFailing: 'Esta página todavía no se puede mostrar. Vuelve en unos minutos: tu carrito se guarda.',
  learnMore: 'Más información',
  scheduledOrderTitle: 'Tienes un pedido programado',
  scheduledOrderBody:
    'Hay un pedido programado en tu cuenta y se está procesando, así que no puedes cambiar tu carrito por ahora. Cuando termine podrás volver a comprar; para cambiar el pedido programado, comunícate con nosotros.',
  genericErrorTitle: 'Algo salió mal',
  genericErrorBody: 'No pudimos completar lo que pediste. Inténtalo de nuevo en un momento.',
  backToStore: 'Volver a la tienda',
  notFoundTitle: 'No encontramos esa página',
  notFoundBody: 'Es posible que el enlace sea antiguo o tenga un error.',
  notFoundLink: 'Ir a la tienda',
  shell: {
    footerShopTitle: 'Comprar',
    signIn: 'Iniciar sesión',
    signedIn: 'Iniciaste sesión. Las ofertas y líneas de tu cuenta te acompañan mientras compras.',
    greeting: (name) => (name ? `Hola, ${name}` : 'Cuenta'),
    callLabel: (number) => `Llame al ${number}`,
    callName: (number) => `Llame al ${number} para comprar`,
    accountName: (name) => (name ? `Tu cuenta, ${name}` : 'Tu cuenta'),
  },
};

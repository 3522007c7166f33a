import type { Language } from '../site.js';

/** The words of the session's screens (spec 4.1, 8.3, 8.6), loaded with them. */
export interface SessionStrings {
  readonly warningTitle: string;
  /** The warning's sentence, with the time left (e.g. "1:59"). */
  readonly warningBody: (timeLeft: string) => string;
  /** Said by screen readers at the warning's last minute and last 20 seconds. */
  readonly warningAnnounce: (timeLeft: string) => string;
  readonly stay: string;
  readonly extending: string;
  readonly signOut: string;
  readonly startOver: string;
  readonly timedOutTitle: string;
  readonly timedOutCustomer: string;
  readonly timedOutGuest: string;
  readonly signInAgain: string;
  readonly continueShopping: string;
  readonly endedElsewhereTitle: string;
  readonly endedElsewhereBody: string;
  readonly extendFailedNetwork: string;
  readonly leaving: string;
}

export const SESSION_STRINGS: Record<Language, SessionStrings> = {
  en: {
    warningTitle: 'Are you still there?',
    warningBody: (timeLeft) =>
      `For your security, your session ends in ${timeLeft}. Choose Stay signed in to keep your cart and keep going.`,
    warningAnnounce: (timeLeft) => `Your session ends in ${timeLeft}.`,
    stay: 'Stay signed in',
    extending: 'Extending your session…',
    signOut: 'Sign out',
    startOver: 'Start over',
    timedOutTitle: 'Your session has ended',
    timedOutCustomer:
      'For your security we signed you out after 30 minutes without activity. Sign in again to pick up where you left off.',
    timedOutGuest: 'Your session ended after 30 minutes without activity. We’re taking you back to the store.',
    signInAgain: 'Sign in again',
    continueShopping: 'Continue shopping',
    endedElsewhereTitle: 'You signed out in another tab',
    endedElsewhereBody: 'Your session ended in another window of this browser, so we signed you out here too.',
    extendFailedNetwork: 'We couldn’t reach the store to extend your session. Check your connection and try again.',
    leaving: 'Taking you there…',
  },
  es: {
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
};

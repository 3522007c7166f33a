import type { FnfStrings } from './en.js';

/** The Friends and Family words in Spanish. */
export const es: FnfStrings = {
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
  loading: 'Cargando…',
  contentFailed: 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
};

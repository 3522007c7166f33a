import type { FnfStrings } from './en.js';

/** The Friends and Family words in Spanish. */
export const es: FnfStrings = {
  phoneLabel: 'Número inalámbrico',
  phoneHelper: 'Número de 10 dígitos, como 201-555-0123.',
  promoHelper: '7 letras o dígitos, a veces seguidos de 4 dígitos.',
  landingTitle: 'Tus ahorros de Amigos y Familia están en tu carrito',
  landingIntro: 'Confirmamos tu código promocional y el número que te recomendó, y añadimos los ahorros a tu carrito.',
  landingPromo: 'Código promocional',
  landingNumber: 'Número que te recomendó',
  numberEndingIn: 'Número que termina en',
  savingsTitle: 'Lo que ahorras',
  savingsOff: (amount) => `${amount} de descuento`,
  savingsPer: 'en el plan de cada línea, todos los meses',
  savingsTerms: (lines, plans) =>
    `En hasta ${lines} líneas nuevas con ${plans}. El ahorro dura mientras la línea tenga uno de estos planes; no incluye las mejoras de equipo de líneas que ya tienes.`,
  savingsUnknown: 'Los ahorros aparecen en cada plan al que se aplican, en tu carrito y en tu factura mensual.',
  stepsTitle: 'Cómo usarlos',
  stepPhone: 'Elige un teléfono nuevo o trae el que ya tienes.',
  stepPlan: (plans) => `Elige ${plans} para cada línea nueva.`,
  stepAnyPlan: 'Elige un plan para cada línea nueva.',
  stepCart: 'Tu carrito muestra los ahorros debajo de cada plan, y también cada factura mensual.',
  comparePlans: 'Comparar los planes',
  shopSmartphones: 'Comprar smartphones',
  useAnotherCode: 'Usar otro código',
  loading: 'Cargando…',
  contentFailed: 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  applyFailed: 'No pudimos añadir tus ahorros a tu carrito. Tu código y tu número se guardaron: inténtalo de nuevo.',
};

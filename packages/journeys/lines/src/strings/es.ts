import type { LinesStrings } from './en.js';

/** The lines pages' words in Spanish. */
export const es: LinesStrings = {
  overviewTitle: 'Tus líneas',
  overviewIntro:
    'Cambia el teléfono de una línea, paga un teléfono para cambiarlo antes o agrega una línea a tu cuenta.',
  signInTitle: 'Inicia sesión para ver tus líneas',
  signInBody: 'Tus líneas, sus teléfonos y planes, y cuándo puedes cambiar cada uno están en tu cuenta.',
  signIn: 'Iniciar sesión',
  loadFailed: 'No pudimos cargar tus líneas. Revisa tu conexión e inténtalo de nuevo.',
  line: (number: string) => `Línea ${number}`,
  plan: (name: string) => `Plan: ${name}`,
  ready: 'Lista para cambiar de teléfono',
  early: 'Cambio anticipado',
  ordered: 'Cambio pedido',
  orderedOnItsWay: (orderNumber) =>
    `El cambio de teléfono de esta línea ya está pedido (pedido ${orderNumber}): su nuevo teléfono va en camino. Podrás cambiarlo de nuevo cuando haya llegado.`,
  paidOff: 'Tu teléfono está pagado.',
  balance: (amount: string, payments: number) =>
    `Quedan ${amount} por pagar de tu teléfono, ${payments} ${payments === 1 ? 'pago' : 'pagos'} por hacer.`,
  upgradeLine: (number: string) => `Cambiar el teléfono de la línea ${number}`,
  upgrade: 'Cambiar de teléfono',
  upgradeEarly: (number: string) => `Cambiar antes el teléfono de la línea ${number}`,
  seeEarly: 'Ver cómo cambiar antes',
  addLine: 'Agregar una línea',
  addLineHint: 'Agrega un teléfono y un número nuevos a tu cuenta, con tu plan.',
  noLines: 'Aún no tienes líneas móviles.',
  selectTitle: '¿De qué línea quieres cambiar el teléfono?',
  selectIntro: 'Elige la línea cuyo teléfono vas a reemplazar. Conserva su número y su plan.',
  selectLegend: 'Tus líneas',
  notReady: (amount: string) => `Aún no está lista: quedan ${amount} por pagar de su teléfono.`,
  newLineOption: 'Mejor agregar una línea nueva',
  newLineHint: 'Un número nuevo en tu cuenta.',
  continue: 'Continuar',
  chooseLine: 'Elige una línea para continuar.',
  onlyLater:
    'Ninguna de tus líneas está lista para cambiar de teléfono. Puedes cambiar una antes si terminas de pagar su teléfono.',
  openCaseTitle: 'Tienes un caso de soporte abierto',
  openCase: (subject: string, caseId: string, opened: string) =>
    `${subject} (caso ${caseId}, abierto el ${opened}). Puedes cambiar de teléfono igual; un especialista lo está atendiendo y te contactará.`,
  earlyTitle: 'Cambio anticipado',
  earlyIntro: (device: string, number: string) =>
    `Tu ${device} de la línea ${number} aún no está pagado. Paga lo que queda y cambia de teléfono hoy.`,
  leftToPay: 'Queda por pagar de tu teléfono',
  paymentsLeft: 'Pagos mensuales restantes',
  earlyHow: 'El saldo se suma a lo que pagas hoy al finalizar la compra, y termina tu pago mensual del equipo.',
  payOff: (amount: string) => `Pagar ${amount} y cambiar de teléfono`,
  alreadyReady: 'Esta línea está lista para cambiar de teléfono: no hay nada que pagar.',
  lineNotFound: 'No encontramos esta línea en tu cuenta.',
  backToLines: 'Volver a tus líneas',
  shopPhones: 'Ver teléfonos',
};

import type { Offer, OfferPlacement, RestrictedType } from '@carrier/service-contracts';
import type { Language } from '../language.js';

type Words = Readonly<Record<Language, string>>;

/** An offer as the sandbox keeps it: where it is shown, for whom, and its words in both languages. */
export interface OfferRow {
  readonly offerId: string;
  readonly placements: readonly OfferPlacement[];
  readonly title: Words;
  readonly description: Words;
  readonly terms: Words;
  readonly savings: number;
  readonly deviceIds: readonly string[];
  readonly endsOn: string | null;
  readonly restrictedType: RestrictedType | null;
  readonly action: Offer['action'];
  readonly partnerUrl: string | null;
  /** Shown only when the visitor's throttle list holds this flag (spec 6.4). */
  readonly throttle?: string;
  /** Shown only to signed-in customers. */
  readonly customersOnly?: boolean;
}

const PHONE_TERMS: Words = {
  en: 'With a new line or an upgrade on device payment or paid in full. Taxes and fees extra. While supplies last.',
  es: 'Con una línea nueva o una actualización con pagos del equipo o pagado por completo. Impuestos y cargos aparte. Hasta agotar existencias.',
};

/** The offers of the store's offer pages (the README lists them with the leads and links). */
export const OFFERS: readonly OfferRow[] = [
  {
    offerId: 'OF-PX10-100',
    placements: ['lead', 'promohub', 'jto'],
    title: { en: '$100 off Google Pixel 10', es: '$100 de descuento en Google Pixel 10' },
    description: {
      en: 'Take $100 off the Pixel 10 today, with no trade-in needed.',
      es: 'Ahorra $100 en el Pixel 10 hoy, sin necesidad de entregar un equipo.',
    },
    terms: PHONE_TERMS,
    savings: 100,
    deviceIds: ['google-pixel-10'],
    endsOn: '2027-01-31',
    restrictedType: null,
    action: 'promohubcart',
    partnerUrl: null,
  },
  {
    offerId: 'OF-16E-100',
    placements: ['lead', 'promohub'],
    title: { en: '$100 off iPhone 16e', es: '$100 de descuento en iPhone 16e' },
    description: {
      en: 'The iPhone 16e for $100 less, no trade-in needed.',
      es: 'El iPhone 16e por $100 menos, sin entregar un equipo.',
    },
    terms: PHONE_TERMS,
    savings: 100,
    deviceIds: ['apple-iphone-16e'],
    endsOn: '2027-01-31',
    restrictedType: null,
    action: 'promohubcart',
    partnerUrl: null,
  },
  {
    offerId: 'OF-16-200',
    placements: ['holiday', 'promohub'],
    title: { en: 'Holiday deal: $200 off iPhone 16', es: 'Oferta de fiestas: $200 de descuento en iPhone 16' },
    description: {
      en: 'Give the iPhone 16 for $200 less this season.',
      es: 'Regala el iPhone 16 por $200 menos esta temporada.',
    },
    terms: PHONE_TERMS,
    savings: 200,
    deviceIds: ['apple-iphone-16'],
    endsOn: '2027-01-06',
    restrictedType: null,
    action: 'promohubcart',
    partnerUrl: null,
  },
  {
    offerId: 'OF-S25U-DBL',
    placements: ['holiday', 'lead', 'promohub'],
    title: {
      en: 'Picked for you: double the storage on Galaxy S25 Ultra',
      es: 'Elegido para ti: el doble de almacenamiento en Galaxy S25 Ultra',
    },
    description: {
      en: 'The 512 GB Galaxy S25 Ultra for the price of 256 GB.',
      es: 'El Galaxy S25 Ultra de 512 GB por el precio del de 256 GB.',
    },
    terms: PHONE_TERMS,
    savings: 120,
    deviceIds: ['samsung-galaxy-s25-ultra'],
    endsOn: '2027-01-06',
    restrictedType: null,
    action: 'promohubcart',
    partnerUrl: null,
    throttle: 'AI_W',
  },
  {
    offerId: 'OF-BUNDLE-25',
    placements: ['holiday', 'promohub', 'myOffers'],
    title: { en: 'Bundle and save 25% on accessories', es: 'Arma tu paquete y ahorra 25% en accesorios' },
    description: {
      en: 'Build a bundle of a phone, a plan and up to three accessories: each accessory is 25% off.',
      es: 'Arma un paquete con un teléfono, un plan y hasta tres accesorios: cada accesorio tiene 25% de descuento.',
    },
    terms: {
      en: 'The accessories keep their bundle price while a phone of the bundle is in the cart.',
      es: 'Los accesorios mantienen su precio de paquete mientras un teléfono del paquete esté en el carrito.',
    },
    savings: 0,
    deviceIds: [],
    endsOn: null,
    restrictedType: null,
    action: 'bundle',
    partnerUrl: null,
  },
  {
    offerId: 'OF-FOLD7-500',
    placements: ['myOffers'],
    title: {
      en: 'Reserved for you: $500 off Galaxy Z Fold7',
      es: 'Reservado para ti: $500 de descuento en Galaxy Z Fold7',
    },
    description: {
      en: 'An offer for your account: accept it to keep it for your next phone.',
      es: 'Una oferta para tu cuenta: acéptala para guardarla para tu próximo teléfono.',
    },
    terms: PHONE_TERMS,
    savings: 500,
    deviceIds: ['samsung-galaxy-z-fold7'],
    endsOn: '2027-02-28',
    restrictedType: 'DEVICE',
    action: 'product',
    partnerUrl: null,
    customersOnly: true,
  },
  {
    offerId: 'OF-RAZR-300',
    placements: ['myOffers', 'fivegUpsell'],
    title: { en: 'Reserved for you: $300 off razr+', es: 'Reservado para ti: $300 de descuento en razr+' },
    description: {
      en: 'A 5G flip phone for $300 less: accept the offer to keep it on your account.',
      es: 'Un teléfono plegable 5G por $300 menos: acepta la oferta para guardarla en tu cuenta.',
    },
    terms: PHONE_TERMS,
    savings: 300,
    deviceIds: ['motorola-razr-plus-2025'],
    endsOn: '2027-02-28',
    restrictedType: 'DEVICE',
    action: 'product',
    partnerUrl: null,
    customersOnly: true,
  },
  {
    offerId: 'OF-PX9A-FREE',
    placements: ['fivegUpsell', 'promohub'],
    title: { en: 'Google Pixel 9a on us with a new line', es: 'Google Pixel 9a gratis con una línea nueva' },
    description: {
      en: 'Move to 5G: the Pixel 9a is credited in full over 36 months with a new line.',
      es: 'Pásate a 5G: el Pixel 9a se acredita por completo en 36 meses con una línea nueva.',
    },
    terms: {
      en: 'A new line on device payment; the credit ends if the line is cancelled.',
      es: 'Una línea nueva con pagos del equipo; el crédito termina si se cancela la línea.',
    },
    savings: 499,
    deviceIds: ['google-pixel-9a'],
    endsOn: '2027-01-31',
    restrictedType: null,
    action: 'product',
    partnerUrl: null,
  },
  {
    offerId: 'OF-5GHOME',
    placements: ['fivegUpsell', 'jto', 'myOffers'],
    title: { en: '5G Home Internet from $35 a month', es: 'Internet 5G para el hogar desde $35 al mes' },
    description: {
      en: 'Add 5G Home Internet to your phone plan and pay less for both.',
      es: 'Agrega Internet 5G para el hogar a tu plan de teléfono y paga menos por ambos.',
    },
    terms: {
      en: 'The lower price is with a phone plan of ours on autopay. Where 5G Home is available.',
      es: 'El precio menor es con un plan de teléfono nuestro y pago automático. Donde 5G Home esté disponible.',
    },
    savings: 0,
    deviceIds: [],
    endsOn: null,
    restrictedType: null,
    action: 'fivegbolt',
    partnerUrl: null,
  },
  {
    offerId: 'OF-DRIVE',
    placements: ['promohub', 'jto'],
    title: { en: 'Drive: a connected car for $10 a month', es: 'Drive: un auto conectado por $10 al mes' },
    description: {
      en: 'Crash help, car health and Wi-Fi on the road, from a reader that plugs into your car.',
      es: 'Ayuda en accidentes, salud del auto y Wi-Fi en el camino, con un lector que se conecta a tu auto.',
    },
    terms: {
      en: 'The reader is sold once; the service is billed monthly on your account.',
      es: 'El lector se compra una vez; el servicio se factura cada mes en tu cuenta.',
    },
    savings: 0,
    deviceIds: [],
    endsOn: null,
    restrictedType: null,
    action: 'humconfig',
    partnerUrl: null,
  },
  {
    offerId: 'OF-CARD-10',
    placements: ['promohub', 'lead'],
    title: {
      en: '$10 a month off your bill with our Visa card',
      es: '$10 al mes de descuento en tu factura con nuestra tarjeta Visa',
    },
    description: {
      en: 'Pay your phone bill with the Carrier Visa Card and get $10 off every month.',
      es: 'Paga tu factura del teléfono con la Tarjeta Carrier Visa y ahorra $10 cada mes.',
    },
    terms: {
      en: 'Subject to the issuer’s approval. Pre-qualifying does not affect your credit score.',
      es: 'Sujeto a la aprobación del emisor. Precalificar no afecta tu puntaje de crédito.',
    },
    savings: 0,
    deviceIds: [],
    endsOn: null,
    restrictedType: null,
    action: 'creditCard',
    partnerUrl: null,
  },
  {
    offerId: 'OF-BANK-200',
    placements: ['openBank', 'promohub'],
    title: {
      en: 'A $200 bill credit with a Sandbox Bank account',
      es: 'Un crédito de $200 en tu factura con una cuenta de Sandbox Bank',
    },
    description: {
      en: 'Open a checking account with our banking partner, set up direct deposit, and get $200 off your phone bill.',
      es: 'Abre una cuenta de cheques con nuestro socio bancario, configura el depósito directo y recibe $200 de descuento en tu factura.',
    },
    terms: {
      en: 'Sandbox Bank, N.A., Member FDIC, opens and holds the account. The credit shows within two bills of the first direct deposit.',
      es: 'Sandbox Bank, N.A., miembro de la FDIC, abre y administra la cuenta. El crédito aparece dentro de dos facturas del primer depósito directo.',
    },
    savings: 200,
    deviceIds: [],
    endsOn: '2027-03-31',
    restrictedType: null,
    action: 'openBank',
    partnerUrl: '/sandbox/bank/open.html?offer=OF-BANK-200',
    customersOnly: false,
  },
];

/** Leads of campaign emails (README): who they are for (a first name only), and their own offers. */
export const LEADS: Readonly<Record<string, { readonly firstName: string; readonly offerIds: readonly string[] }>> = {
  'LD-7Q2K9D': { firstName: 'Liam', offerIds: ['OF-PX10-100', 'OF-S25U-DBL', 'OF-CARD-10'] },
  'LD-3M8N4P': { firstName: 'Ana', offerIds: ['OF-16E-100'] },
};

/** The holiday offers' season: from 15 November to 6 January (month 0-based, day). */
export const HOLIDAY_SEASON = { from: [10, 15], to: [0, 6] } as const;

/** Whether a day is in the holiday season. */
export function inHolidaySeason(now: Date): boolean {
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  const after = (m: number, d: number) => month > m || (month === m && day >= d);
  const before = (m: number, d: number) => month < m || (month === m && day <= d);
  return after(...HOLIDAY_SEASON.from) || before(...HOLIDAY_SEASON.to);
}

/** Specialists' links (README): a phone, a plan and accessories put together in a store for a customer. */
export const LINKS: Readonly<
  Record<
    string,
    {
      readonly specialist: string;
      readonly storeId: string;
      readonly note: Words;
      readonly expiresOn: string;
      readonly deviceId: string;
      readonly planId: string;
      readonly accessoryIds: readonly string[];
    }
  >
> = {
  'ML-4F7K2Q': {
    specialist: 'Jordan',
    storeId: 'ST-NYC-HSQ',
    note: {
      en: 'As we talked about: the Galaxy S25 with Unlimited Plus, and a case and a screen protector for it.',
      es: 'Como hablamos: el Galaxy S25 con Unlimited Plus, y un estuche y un protector de pantalla para él.',
    },
    expiresOn: '2099-12-31',
    deviceId: 'samsung-galaxy-s25',
    planId: 'PLAN-UNL-PLUS',
    accessoryIds: ['guardline-clear-case-for-galaxy-s25', 'guardline-glass-screen-protector-for-galaxy-s25'],
  },
  'ML-EXP001': {
    specialist: 'Casey',
    storeId: 'ST-CHI-MIC',
    note: { en: 'The iPhone 16 with 5G Start.', es: 'El iPhone 16 con 5G Start.' },
    expiresOn: '2025-01-31',
    deviceId: 'apple-iphone-16',
    planId: 'PLAN-5G-START',
    accessoryIds: [],
  },
};

/** 5G Home Internet: the three-digit ZIP areas it reaches (README), and its plans (dollars a month). */
export const HOME_INTERNET_AREAS: Readonly<Record<string, string>> = {
  '100': 'New York, NY',
  '606': 'Chicago, IL',
  '941': 'San Francisco, CA',
  '752': 'Dallas, TX',
  '073': 'Jersey City, NJ',
};
export const HOME_INTERNET_PLANS = [
  {
    planId: 'HI-5G-PLUS',
    name: '5G Home Plus',
    speed: { en: '300 Mbps', es: '300 Mbps' },
    monthly: 60,
    withMobile: 35,
  },
  {
    planId: 'HI-5G-ULT',
    name: '5G Home Ultimate',
    speed: { en: '1 Gbps', es: '1 Gbps' },
    monthly: 80,
    withMobile: 45,
  },
] as const;

/** The oldest model year the connected-car reader fits (its port is in every car sold in the US since). */
export const CONNECTED_CAR_FIRST_YEAR = 1996;
/** Makes the reader does not work with (an electric car maker whose cars have no standard port). */
export const CONNECTED_CAR_UNSUPPORTED_MAKES = ['tesla'] as const;

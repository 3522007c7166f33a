// What the trade-in service knows: the models it takes (every model it has a value for), what some IMEIs are (the
// README's fixtures), the stores that take trade-ins near a ZIP code, and the documents and terms a customer reads.
import type { TradeInCatalogue, TradeInDocuments, TradeInStore } from '@carrier/service-contracts';
import type { Language } from '../language.js';
import { STORES, tradeInValues } from './catalogue.js';

/** The IMEIs the trade-in service knows (listed in the README). */
export const TRADE_IN_IMEIS = {
  /** An Apple iPhone 13, 128 GB, free to trade. */
  known: '352099001761481',
  /** A Samsung Galaxy S22 reported lost or stolen. */
  blacklisted: '354578112345670',
  /** A Google Pixel 7 with a balance left on another carrier's agreement. */
  financed: '358456109876542',
} as const;

const IMEI_PHONES: Readonly<Record<string, { make: string; model: string; storageGb: number }>> = {
  [TRADE_IN_IMEIS.known]: { make: 'Apple', model: 'iPhone 13', storageGb: 128 },
  [TRADE_IN_IMEIS.blacklisted]: { make: 'Samsung', model: 'Galaxy S22', storageGb: 128 },
  [TRADE_IN_IMEIS.financed]: { make: 'Google', model: 'Pixel 7', storageGb: 128 },
};

/** What an IMEI says: the phone, or why it cannot be traded in; undefined for an IMEI the service does not know. */
export function phoneByImei(imei: string):
  | {
      readonly make: string;
      readonly model: string;
      readonly storageGb: number;
      readonly refusal?: 'DEVICE_BLACKLISTED' | 'DEVICE_FINANCED';
    }
  | undefined {
  const phone = IMEI_PHONES[imei];
  if (!phone) return undefined;
  if (imei === TRADE_IN_IMEIS.blacklisted) return { ...phone, refusal: 'DEVICE_BLACKLISTED' };
  if (imei === TRADE_IN_IMEIS.financed) return { ...phone, refusal: 'DEVICE_FINANCED' };
  return phone;
}

/** The models the service takes, by make, each with the storage sizes it has a value for. */
export function tradeInCatalogue(now: Date): TradeInCatalogue {
  const makes = new Map<string, Map<string, Set<number>>>();
  for (const v of tradeInValues(now)) {
    const models = makes.get(v.make) ?? new Map<string, Set<number>>();
    models.set(v.model, (models.get(v.model) ?? new Set()).add(v.storageGb));
    makes.set(v.make, models);
  }
  return [...makes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([make, models]) => ({
      make,
      models: [...models]
        .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
        .map(([model, storage]) => ({ model, storage: [...storage].sort((a, b) => a - b) })),
    }));
}

/** A model's value in good condition, in dollars, the service's way of writing make and model; or undefined. */
export function goodValueOf(
  now: Date,
  make: string,
  model: string,
  storageGb: number,
): { readonly make: string; readonly model: string; readonly value: number } | undefined {
  const match = tradeInValues(now).find(
    (v) =>
      v.make.toLowerCase() === make.trim().toLowerCase() &&
      v.model.toLowerCase() === model.trim().toLowerCase() &&
      v.storageGb === storageGb &&
      v.condition === 'good',
  );
  return match ? { make: match.make, model: match.model, value: match.value } : undefined;
}

/** The stores that take trade-ins near a ZIP code, nearest first (by how far the ZIP codes are apart). */
export function dropOffStores(zip: string): TradeInStore[] {
  const at = Number(zip);
  return STORES.map((store) => ({
    storeId: store.id,
    name: store.name,
    address: store.address,
    // Near enough for a sandbox: ZIP codes a hundred apart are about ten miles apart, never less than a mile.
    distanceMiles: Math.max(1, Math.round(Math.abs(Number(store.zip) - at) / 10) / 10),
  }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles)
    .slice(0, 4);
}

/** A store that takes trade-ins, by its id. */
export function tradeInStore(storeId: string): { storeId: string; name: string; address: string } | undefined {
  const store = STORES.find((s) => s.id === storeId);
  return store ? { storeId: store.id, name: store.name, address: store.address } : undefined;
}

/** The version of the terms the customer accepts. */
export const TERMS_VERSION = '2026-10';

/** What a customer reads before trading a phone in, and the terms, in the site's language. */
export const TRADE_IN_DOCUMENTS: Readonly<Record<Language, TradeInDocuments>> = {
  en: {
    documents: [
      {
        id: 'prepare',
        title: 'Prepare your phone',
        body: [
          'Back up your photos, contacts and messages.',
          'Turn off Find My (iPhone) or Find My Device (Android), and sign out of your accounts.',
          'Erase all content and settings, and take out the SIM card.',
        ],
      },
      {
        id: 'inspection',
        title: 'How we check your phone',
        body: [
          'We inspect your phone within 5 business days of receiving it.',
          'If its condition is not what you told us, we offer its value as we find it; you can accept it or have the phone sent back free.',
        ],
      },
      {
        id: 'credit',
        title: 'When your credit arrives',
        body: [
          'Instant credit shows on your next bill. A promotion credit is spread over 36 monthly bills while the line stays active. A prepaid card is mailed within 15 days of the inspection.',
        ],
      },
    ],
    terms: {
      version: TERMS_VERSION,
      title: 'Trade-in terms',
      body: [
        'You own the phone, it is not reported lost or stolen, and it has no balance on another agreement.',
        'Send or drop off the phone within 30 days, or the credit is removed.',
        'The phone becomes ours once it is inspected; we erase any data left on it.',
      ],
    },
  },
  es: {
    documents: [
      {
        id: 'prepare',
        title: 'Prepara tu teléfono',
        body: [
          'Haz una copia de seguridad de tus fotos, contactos y mensajes.',
          'Desactiva Buscar mi iPhone o Encontrar mi dispositivo (Android) y cierra la sesión de tus cuentas.',
          'Borra todo el contenido y la configuración, y saca la tarjeta SIM.',
        ],
      },
      {
        id: 'inspection',
        title: 'Cómo revisamos tu teléfono',
        body: [
          'Revisamos tu teléfono en un plazo de 5 días hábiles desde que lo recibimos.',
          'Si su estado no es el que nos indicaste, te ofrecemos su valor según lo que encontremos; puedes aceptarlo o pedir que te lo devolvamos gratis.',
        ],
      },
      {
        id: 'credit',
        title: 'Cuándo llega tu crédito',
        body: [
          'El crédito instantáneo aparece en tu próxima factura. Un crédito de promoción se reparte en 36 facturas mensuales mientras la línea siga activa. Una tarjeta prepagada se envía por correo en un plazo de 15 días desde la revisión.',
        ],
      },
    ],
    terms: {
      version: TERMS_VERSION,
      title: 'Términos de la entrega de equipo',
      body: [
        'El teléfono es tuyo, no está reportado como perdido o robado y no tiene saldo pendiente en otro contrato.',
        'Envía o entrega el teléfono en un plazo de 30 días; si no, se quita el crédito.',
        'El teléfono pasa a ser nuestro una vez revisado; borramos cualquier dato que quede en él.',
      ],
    },
  },
};

import type { Language } from '../language.js';
import type { Device } from './catalogue.js';

/** The promotions' names on the Spanish site, by promotion id; every promotion of the catalogue has one. */
export const PROMOTION_NAMES_ES: Readonly<Record<string, string>> = {
  'PRM-IP17-TRADE': 'Hasta $830 de descuento entregando tu equipo',
  'PRM-16E-100': '$100 de descuento, sin entregar equipo',
  'PRM-16-200': 'Ahorra $200 en el iPhone 16',
  'PRM-S25U-DBL': 'El doble de almacenamiento al mismo precio',
  'PRM-FOLD7-500': '$500 de descuento en el Galaxy Z Fold7',
  'PRM-PX10-100': '$100 de descuento en el Pixel 10',
  'PRM-PX9A-FREE': 'Gratis con una línea nueva',
  'PRM-RAZR-300': '$300 de descuento en el razr+',
  'PRM-IP15-OFF': '$200 de descuento en el iPhone 15',
  'PRM-FLIP6-300': '$300 de descuento en el Galaxy Z Flip6',
};

/** A promotion's name in a language (the English name when a Spanish one is missing, which a test forbids). */
export function promotionName(promotion: { readonly id: string; readonly name: string }, language: Language): string {
  return language === 'es' ? (PROMOTION_NAMES_ES[promotion.id] ?? promotion.name) : promotion.name;
}

/** A device as the catalogue answers it in a language: its promotions named in that language. */
export function deviceIn(device: Device, language: Language): Device {
  if (language === 'en' || device.promotions.length === 0) return device;
  return { ...device, promotions: device.promotions.map((p) => ({ ...p, name: promotionName(p, language) })) };
}

/** The cart's alerts (spec 3.2 `cartValidationErrors`), in each language. */
export const CART_MESSAGES = {
  en: {
    planRequired: 'Choose a plan for this line.',
    promoApplied: (promotion: string) => `${promotion} applied.`,
    outOfStock: (store: string) => `Not in stock at ${store}; it will be shipped.`,
    tradeInAdded: 'Trade-in added.',
  },
  es: {
    planRequired: 'Elige un plan para esta línea.',
    promoApplied: (promotion: string) => `Oferta aplicada: ${promotion}.`,
    outOfStock: (store: string) => `No hay existencias en ${store}; te lo enviaremos.`,
    tradeInAdded: 'Se agregó el equipo que entregas.',
  },
} as const satisfies Record<Language, unknown>;

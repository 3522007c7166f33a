import type { Language } from '../language.js';
import type { Accessory, Device, Plan, ProtectionOption } from './catalogue.js';
import { BADGE_LABELS } from './phones.js';
import { SpanishData, catalogueData } from './data.js';

/** The catalogue's Spanish words (`apps/sandbox/data/spanish.json`), checked as the sandbox starts. */
const SPANISH = catalogueData('spanish.json', SpanishData);

/** The promotions' names on the Spanish site, by promotion id; every promotion of the catalogue has one. */
export const PROMOTION_NAMES_ES: Readonly<Record<string, string>> = SPANISH.promotionNames;

/** A promotion's name in a language (the English name when a Spanish one is missing, which a test forbids). */
export function promotionName(promotion: { readonly id: string; readonly name: string }, language: Language): string {
  return language === 'es' ? (PROMOTION_NAMES_ES[promotion.id] ?? promotion.name) : promotion.name;
}

/** A device as the catalogue answers it in a language: its badges and promotions in that language. */
export function deviceIn(device: Device, language: Language): Device {
  if (language === 'en') return device;
  return {
    ...device,
    badges: device.badges.map((badge) => ({ ...badge, label: BADGE_LABELS[language][badge.id] })),
    promotions: device.promotions.map((p) => ({ ...p, name: promotionName(p, language) })),
  };
}

/**
 * The catalogue's words for plans and protection on the Spanish site, by their English wording: what a plan's
 * data and hotspot are, its features, the protection options' names and features. Plan names are the plans'
 * own names and stay as they are. Every phrase of the catalogue has an entry (a test says so).
 */
export const CATALOGUE_PHRASES_ES: Readonly<Record<string, string>> = SPANISH.cataloguePhrases;

/** A catalogue phrase in a language (as written when Spanish has none, which a test forbids). */
export function phrase(text: string, language: Language): string {
  return language === 'es' ? (CATALOGUE_PHRASES_ES[text] ?? text) : text;
}

/** A plan as the plans service answers it in a language. */
export function planIn(plan: Plan, language: Language): Plan {
  if (language === 'en') return plan;
  return {
    ...plan,
    data: phrase(plan.data, language),
    hotspot: phrase(plan.hotspot, language),
    features: plan.features.map((feature) => phrase(feature, language)),
  };
}

/** A protection option as the services answer it in a language. */
export function protectionIn(option: ProtectionOption, language: Language): ProtectionOption {
  if (language === 'en') return option;
  return {
    ...option,
    name: phrase(option.name, language),
    features: option.features.map((feature) => phrase(feature, language)),
  };
}

/** The cart's alerts (spec 3.2 `cartValidationErrors`), in each language. */
export const CART_MESSAGES = {
  en: {
    planRequired: 'Choose a plan for this line.',
    promoApplied: (promotion: string) => `${promotion} applied.`,
    outOfStock: (store: string) => `Not in stock at ${store}; it will be shipped.`,
    tradeInAdded: 'Trade-in added.',
    ownPhone: { PSIM: 'Your phone · SIM card', ESIM: 'Your phone · eSIM' },
  },
  es: {
    planRequired: 'Elige un plan para esta línea.',
    promoApplied: (promotion: string) => `Oferta aplicada: ${promotion}.`,
    outOfStock: (store: string) => `No hay existencias en ${store}; te lo enviaremos.`,
    tradeInAdded: 'Se agregó el equipo que entregas.',
    ownPhone: { PSIM: 'Tu teléfono · Tarjeta SIM', ESIM: 'Tu teléfono · eSIM' },
  },
} as const satisfies Record<Language, unknown>;

/**
 * Accessory names on the Spanish site, by the English name's pattern: a case or screen protector "for" a phone
 * keeps the phone's name; products known by their own name (AirPods Pro 3) read the same.
 */
const ACCESSORY_NAMES_ES: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [/^Clear Case for (.+)$/, (phone) => `Funda transparente para ${phone}`],
  [/^Glass Screen Protector for (.+)$/, (phone) => `Protector de pantalla de vidrio para ${phone}`],
  [/^Rugged Case for (.+)$/, (phone) => `Funda resistente para ${phone}`],
  [/^Silicone Case for (.+)$/, (phone) => `Funda de silicona para ${phone}`],
  [/^(\d+)W USB-C Power Adapter$/, (w) => `Adaptador de corriente USB-C de ${w} W`],
  [/^(\d+)W Super Fast Charger$/, (w) => `Cargador súper rápido de ${w} W`],
  [/^(\d+)W Dual-Port Wall Charger$/, (w) => `Cargador de pared de dos puertos de ${w} W`],
  [/^MagSafe Charger$/, () => 'Cargador MagSafe'],
  [/^Qi2 Wireless Charging Pad$/, () => 'Base de carga inalámbrica Qi2'],
  [/^USB-C to USB-C Cable (.+)$/, (length) => `Cable USB-C a USB-C de ${length}`],
  [/^Braided USB-C Cable (.+)$/, (length) => `Cable USB-C trenzado de ${length}`],
  [/^([\d,]+) mAh Power Bank$/, (mah) => `Batería portátil de ${mah} mAh`],
  [/^MagSafe Battery Pack ([\d,]+) mAh$/, (mah) => `Batería MagSafe de ${mah} mAh`],
  [/^Vent Car Mount$/, () => 'Soporte de rejilla para auto'],
  [/^Drive Connected-Car Reader$/, () => 'Lector Drive para auto conectado'],
  [/^(AirPods Pro 3|Galaxy Buds3 Pro|Pixel Buds Pro 2)$/, (name) => name],
];

/** Accessory colours on the Spanish site. */
export const ACCESSORY_COLOURS_ES: Readonly<Record<string, string>> = SPANISH.accessoryColours;

/** An accessory's name in a language; undefined when Spanish has no pattern for it (a test forbids that). */
export function accessoryName(name: string, language: Language): string | undefined {
  if (language === 'en') return name;
  for (const [pattern, say] of ACCESSORY_NAMES_ES) {
    const match = pattern.exec(name);
    if (match) return say(...match.slice(1));
  }
  return undefined;
}

/** An accessory as the catalogue answers it in a language: its name and colour in that language. */
export function accessoryIn(accessory: Accessory, language: Language): Accessory {
  if (language === 'en') return accessory;
  return {
    ...accessory,
    name: accessoryName(accessory.name, language) ?? accessory.name,
    colour: { ...accessory.colour, name: ACCESSORY_COLOURS_ES[accessory.colour.name] ?? accessory.colour.name },
  };
}

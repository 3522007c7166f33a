// The prepaid store's fixtures: the phones it sells (at full price), its SIM kit, the retail partners whose
// customers activate through the RPS pages, and the prepaid test customer's line.
import { deviceName, type PrepaidPhone, type PrepaidPlan } from '@carrier/service-contracts';
import type { Language } from '../language.js';
import { DEVICES, PLANS, type Device, type Plan } from './catalogue.js';
import { deviceIn, planIn } from './spanish.js';

/** The phones the prepaid store sells: entry and mid-range phones, paid for in full. */
export const PREPAID_DEVICE_IDS = [
  'apple-iphone-16e',
  'apple-iphone-16',
  'samsung-galaxy-s25-fe',
  'samsung-galaxy-a36-5g',
  'samsung-galaxy-a16-5g',
  'google-pixel-9a',
  'motorola-moto-g-stylus-2025',
  'motorola-moto-g-power-2025',
] as const;

/** What a SIM kit costs (dollars); an eSIM is free. */
export const SIM_KIT_PRICE = 10;

/** The retail partners whose stores sell prepaid phones (RPS, channel VZW-RPS), by the code on their receipts. */
export const RETAILERS: Readonly<Record<string, { readonly name: string; readonly city: string }>> = {
  'RP-7K2M': { name: 'Metro Electronics', city: 'Newark, NJ' },
  'RP-4Q9D': { name: 'SuperMart #114', city: 'Dallas, TX' },
  'RP-8W3F': { name: 'Corner Wireless', city: 'Chicago, IL' },
};

/** The prepaid test customer's line (identity `prepay`): its plan before any change, renewing on the 9th. */
export const PREPAID_CUSTOMER_LINES: Readonly<
  Record<string, { readonly planId: string; readonly autopay: boolean; readonly renewsDay: number }>
> = {
  '2015550114': { planId: 'PLAN-PP-UNL', autopay: true, renewsDay: 9 },
};

const SUMMARY: Record<Language, (d: Device) => string> = {
  en: (d) =>
    `${deviceName(d)}: ${d.fiveG ? '5G' : '4G LTE'}, ${d.specs.display.inches}-inch display, ${d.specs.batteryMah} mAh battery. Yours outright, no contract.`,
  es: (d) =>
    `${deviceName(d)}: ${d.fiveG ? '5G' : '4G LTE'}, pantalla de ${d.specs.display.inches} pulgadas, batería de ${d.specs.batteryMah} mAh. Es tuyo, sin contrato.`,
};

const byId = new Map(DEVICES.map((d) => [d.id, d]));

/** A prepaid phone as the prepay service answers it: its skus at their full (sale) price. */
export function prepaidPhoneIn(device: Device, language: Language): PrepaidPhone {
  const worded = deviceIn(device, language);
  return {
    deviceId: device.id,
    name: deviceName(device),
    maker: device.maker,
    fiveG: device.fiveG,
    esim: device.specs.sim !== 'nanoOnly',
    rating: { ...device.rating },
    colours: worded.colours.map(({ name, hex, image }) => ({ name, hex, image })),
    skus: worded.skus.map((s) => ({ sku: s.sku, colour: s.colour, storageGb: s.storageGb, price: s.salePrice })),
    summary: SUMMARY[language](device),
  };
}

/** The prepaid store's phones. */
export const PREPAID_DEVICES: readonly Device[] = PREPAID_DEVICE_IDS.map((id) => {
  const device = byId.get(id);
  if (!device) throw new Error(`The prepaid line-up names ${id}, which the catalogue does not have.`);
  return device;
});

/** The prepaid plans. */
export const PREPAID_PLANS: readonly Plan[] = PLANS.filter((p) => p.type === 'prepaid');

/** A prepaid plan as the prepay service answers it. */
export function prepaidPlanIn(plan: Plan, language: Language): PrepaidPlan {
  const worded = planIn(plan, language);
  return {
    planId: plan.id,
    name: plan.name,
    monthly: plan.pricePerLine[0] ?? 0,
    autopayDiscount: plan.autopayDiscount,
    data: worded.data,
    hotspot: worded.hotspot,
    features: [...worded.features],
  };
}

/** The sku of a prepaid phone, with its phone. */
export function prepaidSku(sku: string): { readonly device: Device; readonly sku: Device['skus'][number] } | undefined {
  for (const device of PREPAID_DEVICES) {
    const found = device.skus.find((s) => s.sku === sku);
    if (found) return { device, sku: found };
  }
  return undefined;
}

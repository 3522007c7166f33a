// The device-compatibility service's knowledge: the phones a customer may bring (every phone of the catalogue, and
// older and foreign ones), the SIMs each takes, and what some IMEIs are known to be (the fixtures of the README).
import {
  deviceName,
  type ByodCheck,
  type ByodDevice,
  type EsimDetails,
  type SimKind,
} from '@carrier/service-contracts';
import { luhnValid } from '@carrier/checkout-rules';
import { PHONES } from './phones.js';
import { DEVICES, slug, type DeviceTier } from './catalogue.js';

const BOTH: readonly SimKind[] = ['PSIM', 'ESIM'];

/** A phone the service knows: its make, model and SIMs, and whether it can work on the network at all. */
export interface KnownDevice {
  readonly id: string;
  readonly make: string;
  readonly model: string;
  readonly sims: readonly SimKind[];
  readonly compatible: boolean;
}

/** The catalogue's phones sold in the US with an eSIM alone (no SIM tray). */
const ESIM_ONLY_MODELS = /^iPhone (1[6-9]|Air)/;
/** The catalogue's phones with a SIM card alone. */
const SIM_CARD_ONLY_MODELS = /DuraXV/;

/** Phones not sold any more (or never sold here) that customers bring: whether they work, and their SIMs. */
const OLDER: readonly KnownDevice[] = (
  [
    { make: 'Apple', model: 'iPhone 13', sims: BOTH, compatible: true },
    { make: 'Apple', model: 'iPhone 12', sims: BOTH, compatible: true },
    { make: 'Apple', model: 'iPhone 11', sims: BOTH, compatible: true },
    { make: 'Apple', model: 'iPhone 8', sims: ['PSIM'], compatible: true },
    { make: 'Samsung', model: 'Galaxy S21', sims: BOTH, compatible: true },
    { make: 'Samsung', model: 'Galaxy S10', sims: ['PSIM'], compatible: true },
    { make: 'Google', model: 'Pixel 6', sims: BOTH, compatible: true },
    { make: 'Google', model: 'Pixel 4a', sims: BOTH, compatible: true },
    { make: 'Motorola', model: 'moto g 5G (2022)', sims: ['PSIM'], compatible: true },
    // Phones that lack the network's bands or its voice over LTE: they cannot work here.
    { make: 'Nokia', model: '3310 3G', sims: ['PSIM'], compatible: false },
    { make: 'Huawei', model: 'P30', sims: ['PSIM'], compatible: false },
    { make: 'Xiaomi', model: 'Redmi Note 12', sims: ['PSIM'], compatible: false },
  ] as const
).map((d) => ({ ...d, id: slug(`${d.make} ${d.model}`) }));

const CATALOGUE: readonly KnownDevice[] = PHONES.map((row) => {
  const sims: readonly SimKind[] = ESIM_ONLY_MODELS.test(row.model)
    ? ['ESIM']
    : SIM_CARD_ONLY_MODELS.test(row.model)
      ? ['PSIM']
      : BOTH;
  return { id: slug(deviceName(row)), make: row.maker, model: row.model, sims, compatible: true };
});

/** Every phone the service knows, by make then model. */
export const BYOD_DEVICES: readonly KnownDevice[] = [...CATALOGUE, ...OLDER].sort(
  (a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model),
);

/** The IMEIs the service knows (listed in the README): a phone that works, one locked, one that cannot work here. */
export const IMEI_FIXTURES = {
  /** A Samsung Galaxy S21, unlocked: a SIM card or an eSIM. */
  compatible: '356938035643809',
  /** An Apple iPhone 13 still locked to another carrier. */
  locked: '353917112345671',
  /** A Nokia 3310 3G: it cannot work on the network. */
  incompatible: '354288050123457',
  /** An Apple iPhone 16 (US): an eSIM only. */
  esimOnly: '350891234567897',
  /** A Samsung Galaxy S10: it works, with a SIM card alone (no eSIM, so no test drive). */
  simCardOnly: '353325112345677',
  /** A Google Pixel 6 that works and takes an eSIM, but whose test-drive eSIM fails to activate. */
  activationFails: '356741087654322',
} as const;

const IMEI_DEVICES: Readonly<Record<string, string>> = {
  [IMEI_FIXTURES.compatible]: 'samsung-galaxy-s21',
  [IMEI_FIXTURES.locked]: 'apple-iphone-13',
  [IMEI_FIXTURES.incompatible]: 'nokia-3310-3g',
  [IMEI_FIXTURES.esimOnly]: 'apple-iphone-16',
  [IMEI_FIXTURES.simCardOnly]: 'samsung-galaxy-s10',
  [IMEI_FIXTURES.activationFails]: 'google-pixel-6',
};

/** Why a check could not answer: a number that is no IMEI, one the service does not know, a model it does not know. */
export class ByodCheckError extends Error {
  constructor(
    readonly id: 'IMEI_INVALID' | 'IMEI_NOT_RECOGNISED' | 'DEVICE_NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

const byId = new Map(BYOD_DEVICES.map((d) => [d.id, d]));

/** A phone the service knows, by its id. */
export function byodDevice(id: string): KnownDevice | undefined {
  return byId.get(id);
}

const catalogueTiers = new Map(DEVICES.map((d) => [d.id, d.tier]));

/**
 * The protection tier of a phone (getProtectionFeatures and the cart's lines): a phone of the catalogue has its own,
 * bought here or brought; an older phone the customer brings is covered as a basic one; a phone that cannot work on
 * the network, or one the services do not know, has none.
 */
export function protectionTierOf(deviceId: string): DeviceTier | undefined {
  const tier = catalogueTiers.get(deviceId);
  if (tier) return tier;
  return byId.get(deviceId)?.compatible ? 'basic' : undefined;
}

/** A known phone as the service answers it. */
export const publicDevice = ({ id, make, model, sims }: KnownDevice): ByodDevice => ({
  id,
  make,
  model,
  sims: [...sims],
});

/** The verdict for a phone: whether it works, and whether its IMEI says it is locked. */
function verdictOf(device: KnownDevice, locked: boolean): ByodCheck['verdict'] {
  if (!device.compatible) return 'INCOMPATIBLE';
  if (locked) return 'LOCKED';
  return device.sims.length === 1 && device.sims[0] === 'ESIM' ? 'ESIM_ONLY' : 'COMPATIBLE';
}

/** Checks a phone by its IMEI (lock known) or by its make and model (lock not known). */
export function checkDevice(request: { readonly imei: string } | { readonly deviceId: string }): ByodCheck {
  if ('imei' in request) {
    if (!luhnValid(request.imei))
      throw new ByodCheckError('IMEI_INVALID', 'This is not an IMEI: check the 15 digits (dial *#06# to see them).');
    const device = byId.get(IMEI_DEVICES[request.imei] ?? '');
    if (!device)
      throw new ByodCheckError(
        'IMEI_NOT_RECOGNISED',
        'We could not recognise this phone from its IMEI: choose its make and model instead.',
      );
    return {
      device: publicDevice(device),
      verdict: verdictOf(device, request.imei === IMEI_FIXTURES.locked),
      lockChecked: true,
    };
  }
  const device = byId.get(request.deviceId);
  if (!device) throw new ByodCheckError('DEVICE_NOT_FOUND', 'We do not know this phone: choose its make and model.');
  return { device: publicDevice(device), verdict: verdictOf(device, false), lockChecked: false };
}

/** The eSIM details of a phone (GET_ESIM_DEVICE_DETAILS): its EID when its IMEI is known and it takes an eSIM. */
export function esimDetails(request: { readonly imei: string } | { readonly deviceId: string }): EsimDetails {
  const check = checkDevice(request);
  const esimCapable = check.device.sims.includes('ESIM') && check.verdict !== 'INCOMPATIBLE';
  const eid = esimCapable && 'imei' in request ? `8904903200${request.imei}${'0'.repeat(7)}` : null;
  return { esimCapable, eid, profiles: esimCapable ? 8 : 0 };
}

// A cart as the sandbox keeps it: its lines, accessories and steps, with the few rules every service reads of them
// (a line's name, an accessory's price, the limits, the flows on an account). The changes are in `model.ts`, the
// read of spec 3.2 in `read.ts`; the checkout's part of a cart is named from `../checkout/stored.ts`.
import { toCents, toDollars } from '@carrier/pricing';
import {
  deviceName,
  type LineTradeInSummary,
  type SimKind,
  type TradeIn,
  type TradeInCreditOption,
} from '@carrier/service-contracts';
import { ACCESSORIES, DEVICES } from '../catalogue/catalogue.js';
import type { StoredCheckout } from '../checkout/stored.js';

const devices = new Map(DEVICES.map((d) => [d.id, d]));
const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));

/** A cart as the sandbox keeps it; `readCart` turns it into the answer of spec 3.2. */
export interface StoredCart {
  readonly id: string;
  readonly version: number;
  readonly prospect: boolean;
  readonly intendType: string;
  readonly lines: readonly StoredLine[];
  readonly accessories: readonly StoredAccessory[];
  readonly steps: Readonly<Record<string, readonly string[]>>;
  readonly pickupStoreId: string | null;
  readonly nextLine: number;
  /** The checkout, once the customer has started it (absent from carts kept before checkout existed). */
  readonly checkout?: StoredCheckout;
  /**
   * The bot check's token of the browser that started the cart (`cartInfo.gRecaptchaResponse`, spec 3.2): the sandbox
   * stands in for the carrier's invisible bot check, which needs the internet, by passing every cart started through
   * its services. An order sent with another token is refused. Absent from carts kept before it existed.
   */
  readonly botCheck?: string;
  /** The Friends and Family code applied to the cart (`apply-promotion`): its plans' credits come from it. */
  readonly promotion?: { readonly code: string };
}

/** An accessory in a cart; `bundled` when it came with a bundle built with a phone (the bundle builder). */
export interface StoredAccessory {
  readonly accessoryId: string;
  readonly quantity: number;
  readonly bundled?: boolean;
}

/** Off an accessory of a bundle while a phone is in the cart (percent). */
export const BUNDLE_ACCESSORY_PERCENT_OFF = 25;
/** Most accessories a bundle holds. */
export const BUNDLE_MAX_ACCESSORIES = 3;

/** An accessory's bundle price: a quarter off, to the cent. */
export const bundlePrice = (price: number) =>
  toDollars(Math.round((toCents(price) * (100 - BUNDLE_ACCESSORY_PERCENT_OFF)) / 100));

/** What one unit of a cart's accessory costs: its bundle price while a phone (not a customer's own) is in the cart. */
export function accessoryPrice(cart: Pick<StoredCart, 'lines'>, item: StoredAccessory): number {
  const price = accessories.get(item.accessoryId)?.price ?? 0;
  return item.bundled && cart.lines.some((line) => !line.byod) ? bundlePrice(price) : price;
}

export interface StoredLine {
  readonly lineId: string;
  readonly deviceId: string;
  readonly sku: string;
  readonly purchaseType: 'devicePayment' | 'fullRetail';
  readonly planId: string | null;
  readonly protectionId: string | null;
  readonly tradeIn: LineTradeIn | null;
  /**
   * The account's line whose phone this one replaces (an upgrade), the device balance paid off to do it early, and
   * the plan the line has (which it keeps unless the customer changes it; none on carts kept before).
   */
  readonly upgrade?: { readonly mtn: string; readonly payoff: number; readonly currentPlanId?: string | null } | null;
  /** The customer's own phone (bring your own device): which it is, its IMEI when checked by it, and its SIM. */
  readonly byod?: {
    readonly deviceId: string;
    readonly name: string;
    readonly imei: string | null;
    readonly sim: SimKind;
  } | null;
}

/**
 * A trade-in on a line: the phone traded and its grade, and, for a trade-in the trade-in service completed, its
 * number and the credit its customer chose (carts kept before trade-ins were completed have neither: their value is
 * the estimate, and the phone's trade-in promotion applies).
 */
export interface LineTradeIn {
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  readonly condition: 'good' | 'fair' | 'broken';
  readonly tradeInNumber?: string;
  readonly credit?: TradeInCreditOption;
}

/** A completed trade-in as a cart line carries it. */
export const lineTradeIn = (tradeIn: TradeIn): LineTradeIn => ({
  make: tradeIn.make,
  model: tradeIn.model,
  storageGb: tradeIn.storageGb,
  condition: tradeIn.grade,
  tradeInNumber: tradeIn.tradeInNumber,
  credit: tradeIn.credit,
});

/** A line's completed trade-in as a checkout and an order name it; null for none (or one kept before completion). */
export const lineTradeInSummary = (line: StoredLine): LineTradeInSummary | null =>
  line.tradeIn?.tradeInNumber && line.tradeIn.credit
    ? {
        tradeInNumber: line.tradeIn.tradeInNumber,
        make: line.tradeIn.make,
        model: line.tradeIn.model,
        credit: line.tradeIn.credit,
      }
    : null;

/** The completed trade-ins a change may put on a line, by number: those of the browser that asks. */
export type TradeInsByNumber = ReadonlyMap<string, LineTradeIn>;

/** The SIM kit a line for the customer's own phone takes: a SIM card or an eSIM, both free. */
export const SIM_SKUS: Readonly<Record<SimKind, string>> = { PSIM: 'SIM-CARD', ESIM: 'SIM-ESIM' };

/** What a line's phone is called: the catalogue's name, or the customer's own phone's. */
export function lineDeviceName(line: StoredLine): string {
  if (line.byod) return line.byod.name;
  const device = devices.get(line.deviceId);
  return device ? deviceName(device) : line.deviceId;
}

/** Most of one accessory a cart holds. */
export const MAX_ACCESSORY_QUANTITY = 10;
/** Most device lines a cart holds. */
export const MAX_LINES = 10;
/** What each same-day-delivery error code means (spec 8.6). */
export const SDD_MESSAGES: Record<'10023' | '10027', string> = {
  '10023': 'Same-day delivery is not available in this area.',
  '10027': 'This item is not available for same-day delivery.',
};

/** Stores in a same-day-delivery area. */
export const SAME_DAY_STORES: ReadonlySet<string> = new Set([
  'ST-NYC-5AV',
  'ST-NYC-HSQ',
  'ST-SFO-MKT',
  'ST-SFO-UNS',
  'ST-MIA-BRI',
]);

/** The flows of a signed-in customer's cart: what is bought goes on their account (spec 3.5). */
export const ACCOUNT_INTENTS = ['EUP', 'AAL', 'NSO', 'ESO'] as const;

/** Whether a cart's flow buys for the signed-in customer's account: they check out as its holder. */
export const onTheAccount = (intendType: string): boolean =>
  (ACCOUNT_INTENTS as readonly string[]).includes(intendType);

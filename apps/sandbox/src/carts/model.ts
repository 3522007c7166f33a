import { orderAmounts, planPerLine, toCents, toDollars, type PricedLine } from '@carrier/pricing';
import {
  deviceName,
  type AddAccessoriesRequest,
  type AddByodRequest,
  type AddDeviceRequest,
  type Cart,
  type SimKind,
  type SaveCartRequest,
  type LineTradeInSummary,
  type TradeIn,
  type TradeInCreditOption,
} from '@carrier/service-contracts';
import {
  ACCESSORIES,
  DEVICES,
  PLANS,
  PROTECTION,
  STORES,
  storageLabel,
  tradeInValues,
} from '../catalogue/catalogue.js';
import { checkoutSteps, type StoredCheckout } from '../checkout/model.js';
import { amountsAnswer, amountsInput } from '../checkout/charges.js';
import { CartChangeError } from './errors.js';
import { ByodCheckError, checkDevice, protectionTierOf } from '../catalogue/byod.js';
import { CART_MESSAGES, accessoryName, phrase, promotionName } from '../catalogue/spanish.js';
import type { Language } from '../language.js';

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

/** A trade-in by its number, for a line of this cart: this browser's, and on no other line of the cart. */
function tradeInFor(cart: StoredCart, lineId: string, tradeInNumber: string, tradeIns: TradeInsByNumber): LineTradeIn {
  const tradeIn = tradeIns.get(tradeInNumber);
  if (!tradeIn)
    throw new CartChangeError('TRADE_IN_NOT_FOUND', `We could not find trade-in ${tradeInNumber} in this browser.`);
  if (cart.lines.some((line) => line.lineId !== lineId && line.tradeIn?.tradeInNumber === tradeInNumber))
    throw new CartChangeError('TRADE_IN_IN_USE', `Trade-in ${tradeInNumber} is on another line of this cart already.`);
  return tradeIn;
}

/** The SIM kit a line for the customer's own phone takes: a SIM card or an eSIM, both free. */
export const SIM_SKUS: Readonly<Record<SimKind, string>> = { PSIM: 'SIM-CARD', ESIM: 'SIM-ESIM' };

/** What a line's phone is called: the catalogue's name, or the customer's own phone's. */
export function lineDeviceName(line: StoredLine): string {
  if (line.byod) return line.byod.name;
  const device = devices.get(line.deviceId);
  return device ? deviceName(device) : line.deviceId;
}

export { CartChangeError } from './errors.js';

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

const devices = new Map(DEVICES.map((d) => [d.id, d]));
const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));
const plans = new Map(PLANS.map((p) => [p.id, p]));

export function emptyCart(id: string, prospect: boolean, intendType = 'NSE'): StoredCart {
  return {
    id,
    version: 0,
    prospect,
    intendType,
    lines: [],
    accessories: [],
    steps: {},
    pickupStoreId: null,
    nextLine: 1,
  };
}

/** What an upgrade needs to know of the signed-in account: its lines, and whether each may be upgraded. */
export interface UpgradeAccount {
  readonly lines: readonly {
    readonly mtn: string;
    readonly device: string;
    /** The name of the line's plan. */
    readonly plan: string;
    readonly upgradeEligible: boolean;
    readonly deviceBalance: number;
    /** The order of the line's early upgrade, on its way: the line is not upgraded again until then. */
    readonly upgradeOrdered?: { readonly orderNumber: string };
  }[];
}

/** Refuses an upgrade of a line whose early upgrade is already ordered. */
export function refuseUpgradeOrdered(line: UpgradeAccount['lines'][number]): void {
  if (line.upgradeOrdered)
    throw new CartChangeError(
      'UPGRADE_ALREADY_ORDERED',
      `This line's upgrade is already ordered (order ${line.upgradeOrdered.orderNumber}): its new phone is on the way.`,
    );
}

/**
 * The line an upgrade replaces the phone of: one of the account's lines, not already upgraded in this cart, either
 * eligible now or paid off early (its device balance is due today).
 */
function upgradeOf(
  cart: StoredCart,
  request: AddDeviceRequest,
  account: UpgradeAccount | undefined,
): NonNullable<StoredLine['upgrade']> | null {
  if (request.upgradeMtn === undefined) {
    if (request.intendType === 'EUP')
      throw new CartChangeError('UPGRADE_LINE_REQUIRED', 'Choose which line of your account to upgrade.');
    return null;
  }
  if (!account) throw new CartChangeError('SIGN_IN_REQUIRED', 'Sign in to upgrade a line of your account.');
  const line = account.lines.find((l) => l.mtn === request.upgradeMtn);
  if (!line) throw new CartChangeError('LINE_NOT_ON_ACCOUNT', 'This number is not a line of your account.');
  if (cart.lines.some((l) => l.upgrade?.mtn === line.mtn))
    throw new CartChangeError('LINE_ALREADY_UPGRADING', 'Your cart already has a new phone for this line.');
  refuseUpgradeOrdered(line);
  // The line keeps its plan: the new phone comes on it, unless the customer chooses another.
  const currentPlanId = PLANS.find((plan) => plan.type === 'postpaid' && plan.name === line.plan)?.id ?? null;
  if (line.upgradeEligible) return { mtn: line.mtn, payoff: 0, currentPlanId };
  if (!request.payOff)
    throw new CartChangeError(
      'LINE_NOT_ELIGIBLE',
      `This line is not ready to upgrade yet: pay off the $${line.deviceBalance.toFixed(2)} left on its ${line.device} to upgrade now.`,
    );
  return { mtn: line.mtn, payoff: line.deviceBalance, currentPlanId };
}

/**
 * The flow of a cart from its lines: every line an upgrade is an upgrade (EUP); a signed-in customer's cart with
 * a new line adds a line to the account (AAL); a prospect's keeps the flow it was started with.
 */
function intentOf(cart: StoredCart, requested: AddDeviceRequest['intendType']): string {
  if (cart.lines.length > 0 && cart.lines.every((line) => line.upgrade)) return 'EUP';
  if (cart.lines.some((line) => line.upgrade) || requested === 'AAL' || cart.intendType === 'EUP') return 'AAL';
  return requested ?? cart.intendType;
}

/** The flows of a signed-in customer's cart: what is bought goes on their account (spec 3.5). */
export const ACCOUNT_INTENTS = ['EUP', 'AAL', 'NSO', 'ESO'] as const;

/** Whether a cart's flow buys for the signed-in customer's account: they check out as its holder. */
export const onTheAccount = (intendType: string): boolean =>
  (ACCOUNT_INTENTS as readonly string[]).includes(intendType);

/**
 * A signed-in customer's cart is named by what it holds (spec 3.5): accessories alone are an equipment sale on the
 * account (ESO); lines of the customer's own phones alone are new service with no equipment sold (NSO); once a line with
 * a new phone joins them, a line added (AAL). A prospect's cart keeps the flow it was started with.
 */
export function withAccountIntent(cart: StoredCart): StoredCart {
  if (cart.prospect) return cart;
  let intendType = cart.intendType;
  if (cart.lines.length === 0) {
    if (cart.accessories.length > 0) intendType = 'ESO';
  } else if (cart.lines.every((line) => line.byod)) intendType = 'NSO';
  else if (intendType === 'NSO' || intendType === 'ESO') intendType = 'AAL';
  return intendType === cart.intendType ? cart : { ...cart, intendType };
}

/** Adds a line with a device; an upgrade (EUP) names the signed-in `account`'s line it replaces the phone of. */
export function addDevice(
  cart: StoredCart,
  request: AddDeviceRequest,
  account?: UpgradeAccount,
  tradeIns: TradeInsByNumber = new Map(),
): StoredCart {
  const device = devices.get(request.deviceId);
  if (!device) throw new CartChangeError('DEVICE_NOT_FOUND', `No device ${request.deviceId}.`);
  if (!device.skus.some((s) => s.sku === request.sku))
    throw new CartChangeError('SKU_NOT_FOUND', `${request.sku} is not a variant of ${device.model}.`);
  if (cart.lines.length >= MAX_LINES)
    throw new CartChangeError('MAX_LINES', `A cart holds at most ${MAX_LINES} lines.`);
  const lineId = `L${cart.nextLine}`;
  const upgrade = upgradeOf(cart, request, account);
  const line: StoredLine = {
    lineId,
    deviceId: device.id,
    sku: request.sku,
    purchaseType: request.purchaseType ?? 'devicePayment',
    planId: upgrade?.currentPlanId ?? null,
    protectionId: null,
    tradeIn: request.tradeInNumber ? tradeInFor(cart, lineId, request.tradeInNumber, tradeIns) : null,
    upgrade,
  };
  const lines = [...cart.lines, line];
  return {
    ...cart,
    intendType: intentOf({ ...cart, lines }, request.intendType),
    lines,
    nextLine: cart.nextLine + 1,
  };
}

/** The compatibility check, its refusals as the cart's. */
function byodCheck(request: { readonly imei: string } | { readonly deviceId: string }) {
  try {
    return checkDevice(request);
  } catch (error) {
    if (error instanceof ByodCheckError) throw new CartChangeError(error.id, error.message);
    throw error;
  }
}

/**
 * Adds a line for the customer's own phone (bring your own device) with a SIM card or an eSIM: the phone must be one
 * the compatibility service says works (and is not locked, when its IMEI says so), and take that SIM.
 */
export function addByod(cart: StoredCart, request: AddByodRequest): StoredCart {
  const check = byodCheck(request.imei ? { imei: request.imei } : { deviceId: request.deviceId });
  if (check.device.id !== request.deviceId)
    throw new CartChangeError('IMEI_MISMATCH', 'This IMEI is of another phone: check it again.');
  if (check.verdict === 'INCOMPATIBLE')
    throw new CartChangeError(
      'DEVICE_INCOMPATIBLE',
      `The ${deviceName({ maker: check.device.make, model: check.device.model })} cannot work on our network.`,
    );
  if (check.verdict === 'LOCKED')
    throw new CartChangeError('DEVICE_LOCKED', 'This phone is locked to another carrier: ask them to unlock it first.');
  if (!check.device.sims.includes(request.sim))
    throw new CartChangeError(
      'SIM_NOT_SUPPORTED',
      request.sim === 'ESIM'
        ? 'This phone does not take an eSIM: choose a SIM card.'
        : 'This phone takes an eSIM only.',
    );
  if (cart.lines.length >= MAX_LINES)
    throw new CartChangeError('MAX_LINES', `A cart holds at most ${MAX_LINES} lines.`);
  const line: StoredLine = {
    lineId: `L${cart.nextLine}`,
    deviceId: check.device.id,
    sku: SIM_SKUS[request.sim],
    purchaseType: 'fullRetail',
    planId: null,
    protectionId: null,
    tradeIn: null,
    upgrade: null,
    byod: {
      deviceId: check.device.id,
      name: deviceName({ maker: check.device.make, model: check.device.model }),
      imei: request.imei ?? null,
      sim: request.sim,
    },
  };
  const lines = [...cart.lines, line];
  // A prospect's cart of their own phones alone is a SIM purchase (flow buySim); next to a new phone it is theirs.
  const intendType = cart.prospect && lines.every((l) => l.byod) ? 'buySim' : intentOf({ ...cart, lines }, undefined);
  return { ...cart, intendType, lines, nextLine: cart.nextLine + 1 };
}

export function addAccessories(cart: StoredCart, items: AddAccessoriesRequest['items'], bundle = false): StoredCart {
  const next = new Map(cart.accessories.map((a) => [a.accessoryId, a]));
  if (bundle && items.length > BUNDLE_MAX_ACCESSORIES)
    throw new CartChangeError('3001', `A bundle holds at most ${BUNDLE_MAX_ACCESSORIES} accessories.`);
  for (const item of items) {
    if (!accessories.has(item.accessoryId)) throw new CartChangeError('3000', 'Invalid Accessory Item Id');
    const held = next.get(item.accessoryId);
    next.set(item.accessoryId, {
      accessoryId: item.accessoryId,
      quantity: Math.min(MAX_ACCESSORY_QUANTITY, (held?.quantity ?? 0) + item.quantity),
      ...(bundle || held?.bundled ? { bundled: true } : {}),
    });
  }
  return { ...cart, accessories: [...next.values()] };
}

/** Whether a name is one every object has (`constructor`, `__proto__`, `toString`…): never a key of client data. */
export const isPrototypeName = (name: string): boolean => name in Object.prototype || name === '__proto__';

/** The items of one step group of a cart (an own key only: a group named like `constructor` has none). */
const stepItems = (cart: StoredCart, group: string): readonly string[] =>
  Object.hasOwn(cart.steps, group) ? (cart.steps[group] ?? []) : [];

export function addStep(cart: StoredCart, group: string, id: string): StoredCart {
  if (isPrototypeName(group))
    throw new CartChangeError('STEP_GROUP_INVALID', `${group} cannot name a step group: choose another name.`);
  const items = stepItems(cart, group);
  return items.includes(id) ? cart : { ...cart, steps: { ...cart.steps, [group]: [...items, id] } };
}

export function saveCart(
  cart: StoredCart,
  request: SaveCartRequest,
  tradeIns: TradeInsByNumber = new Map(),
): StoredCart {
  let lines = [...cart.lines];
  for (const change of request.lines ?? []) {
    const index = lines.findIndex((l) => l.lineId === change.lineId);
    const line = lines[index];
    if (!line) throw new CartChangeError('LINE_NOT_FOUND', `No line ${change.lineId} in this cart.`);
    if (change.remove) {
      lines = lines.filter((l) => l.lineId !== change.lineId);
      continue;
    }
    if (change.planId && !plans.has(change.planId))
      throw new CartChangeError('PLAN_NOT_FOUND', `No plan ${change.planId}.`);
    const tier = protectionTierOf(line.byod?.deviceId ?? line.deviceId);
    if (change.protectionId && !(tier && PROTECTION[tier].some((p) => p.id === change.protectionId))) {
      throw new CartChangeError('PROTECTION_NOT_OFFERED', `${change.protectionId} is not offered for this device.`);
    }
    if (change.tradeIn && line.byod)
      throw new CartChangeError('TRADE_IN_NEEDS_PHONE', 'A trade-in comes with a new phone, not with your own.');
    const tradeIn = change.tradeIn ? tradeInFor(cart, line.lineId, change.tradeIn.tradeInNumber, tradeIns) : null;
    lines[index] = {
      ...line,
      ...(change.planId !== undefined ? { planId: change.planId } : {}),
      ...(change.protectionId !== undefined ? { protectionId: change.protectionId } : {}),
      ...(change.tradeIn !== undefined ? { tradeIn } : {}),
    };
  }
  let kept = request.addAccessories ? addAccessories(cart, request.addAccessories).accessories : [...cart.accessories];
  for (const id of request.removeAccessories ?? []) {
    if (!kept.some((a) => a.accessoryId === id)) throw new CartChangeError('3000', 'Accessory Item not found in cart');
    kept = kept.filter((a) => a.accessoryId !== id);
  }
  for (const { accessoryId, quantity } of request.accessoryQuantities ?? []) {
    if (!kept.some((a) => a.accessoryId === accessoryId))
      throw new CartChangeError('3000', 'Accessory Item not found in cart');
    kept =
      quantity === 0
        ? kept.filter((a) => a.accessoryId !== accessoryId)
        : kept.map((a) => (a.accessoryId === accessoryId ? { accessoryId, quantity } : a));
  }
  if (request.pickupStoreId && !STORES.some((s) => s.id === request.pickupStoreId))
    throw new CartChangeError('STORE_NOT_FOUND', `No store ${request.pickupStoreId}.`);
  // A line's trade-in step is done once the line has its trade-in, or is gone.
  const finished = new Set(
    (request.lines ?? []).filter((change) => change.remove || change.tradeIn).map((change) => change.lineId),
  );
  const steps = Object.hasOwn(cart.steps, TRADE_IN_STEP)
    ? { ...cart.steps, [TRADE_IN_STEP]: stepItems(cart, TRADE_IN_STEP).filter((id) => !finished.has(id)) }
    : cart.steps;
  return {
    ...cart,
    lines,
    accessories: kept,
    steps,
    ...(request.pickupStoreId !== undefined ? { pickupStoreId: request.pickupStoreId } : {}),
  };
}

/** The step group of a trade-in started for a cart line and not yet on it (add-step by the trade-in journey). */
export const TRADE_IN_STEP = 'TRADE_IN';

/**
 * Where a customer left off (getProcessStep, spec 3.7): `processStep` CHECKOUT while a started checkout has no order,
 * CART while the cart holds anything, else SHOP; `spokeJourney` TRADE_IN while a trade-in started for a line is not
 * on it yet, else null.
 */
export function processStepOf(cart: StoredCart | undefined): { processStep: string; spokeJourney: string | null } {
  if (!cart) return { processStep: 'SHOP', spokeJourney: null };
  const lineIds = new Set(cart.lines.map((line) => line.lineId));
  const tradeInPending = stepItems(cart, TRADE_IN_STEP).some((id) => lineIds.has(id));
  const processStep = cart.checkout && !cart.checkout.orderNumber ? 'CHECKOUT' : itemCount(cart) > 0 ? 'CART' : 'SHOP';
  return { processStep, spokeJourney: tradeInPending ? 'TRADE_IN' : null };
}

/** The number of items in a cart, for the count cookies (spec 3.4). */
export const itemCount = (cart: StoredCart) =>
  cart.lines.length + cart.accessories.reduce((sum, a) => sum + a.quantity, 0);

/** The cart as the store reads it (spec 3.2): lines, trade-ins, accessories, validation errors, shipment, steps. */
export function readCart(
  cart: StoredCart,
  now: Date,
  forcedSddError?: '10023' | '10027',
  language: Language = 'en',
): Cart {
  const say = CART_MESSAGES[language];
  // Trade-in values are worked out only for a cart that has a trade-in.
  const values = cart.lines.some((line) => line.tradeIn && !line.tradeIn.credit) ? tradeInValues(now) : [];
  const store = STORES.find((s) => s.id === cart.pickupStoreId) ?? null;
  const errors: Cart['cartValidationErrors'] = [];
  const priced: PricedLine[] = [];

  // A plan's price per line for the cart's lines, without Auto Pay (the price the plans page shows first).
  const planMonthlyOf = (plan: (typeof PLANS)[number] | undefined) =>
    plan ? planPerLine(plan, { lines: cart.lines.length, autopay: false }) : 0;
  const planRequired = (lineId: string) =>
    errors.push({ errorLevel: 'Blocker', code: 'PLAN_REQUIRED', message: say.planRequired, lineId });

  const lineInfo = cart.lines.map((line) => {
    // The customer's own phone: a free SIM card or eSIM on a plan, protected as a basic phone.
    if (line.byod) {
      const plan = line.planId ? plans.get(line.planId) : undefined;
      const planMonthly = planMonthlyOf(plan);
      const tier = protectionTierOf(line.byod.deviceId);
      const protection = (tier && PROTECTION[tier].find((p) => p.id === line.protectionId)) || null;
      priced.push({
        device: { price: 0, purchaseType: 'fullRetail' },
        planMonthly: toCents(planMonthly),
        protectionMonthly: toCents(protection?.monthlyPrice ?? 0),
      });
      if (!plan) planRequired(line.lineId);
      return {
        lineId: line.lineId,
        device: {
          deviceId: line.byod.deviceId,
          sku: line.sku,
          name: line.byod.name,
          colour: say.ownPhone[line.byod.sim],
          storage: '',
          image: `/content/vcg/images/sim/${line.byod.sim === 'ESIM' ? 'esim' : 'card'}.svg`,
          purchaseType: 'fullRetail',
          price: 0,
          monthly: 0,
        },
        serviceInfo: { planId: plan?.id ?? null, planName: plan?.name ?? null, planMonthly, sbdOffer: [] },
        promoBadges: [],
        protection: protection
          ? { id: protection.id, name: phrase(protection.name, language), monthlyPrice: protection.monthlyPrice }
          : null,
        upgrade: null,
        byod: { sim: line.byod.sim },
        // A SIM kit is at every store.
        stockAtStore: 1,
      };
    }
    const device = devices.get(line.deviceId);
    const sku = device?.skus.find((s) => s.sku === line.sku);
    if (!device || !sku) throw new CartChangeError('ITEM_WITHDRAWN', `${line.sku} is no longer sold.`);
    const colour = device.colours.find((c) => c.name === sku.colour) ?? device.colours[0];
    const plan = line.planId ? plans.get(line.planId) : undefined;
    const planMonthly = planMonthlyOf(plan);
    const protection = PROTECTION[device.tier].find((p) => p.id === line.protectionId) ?? null;
    const devicePayment = line.purchaseType === 'devicePayment';
    // A conditional promotion applies to a line that meets it: every line but an upgrade is a new line.
    const upgrade = line.upgrade ?? (cart.intendType === 'EUP' ? { mtn: '', payoff: 0 } : null);
    // A completed trade-in brings its own credit, which stands in for the phone's trade-in promotion: a promotion
    // credit over the months, an instant credit, or a prepaid card (mailed, so not on the cart). A trade-in kept
    // before trade-ins were completed has no credit of its own, and the promotion applies to it.
    const tradeInCredit = line.tradeIn?.credit;
    const applies = (promo: (typeof device.promotions)[number]) =>
      promo.condition === undefined ||
      (promo.condition === 'newLine' && !upgrade) ||
      (promo.condition === 'tradeIn' && line.tradeIn !== null && !tradeInCredit);
    const applied = device.promotions.filter(applies);
    // A promotion credit comes with a device payment agreement only.
    const onBill =
      tradeInCredit &&
      tradeInCredit.total > 0 &&
      (tradeInCredit.kind === 'instant' || (tradeInCredit.kind === 'promo' && devicePayment))
        ? {
            tradeInCredit: tradeInCredit.total,
            tradeInCreditKind: tradeInCredit.kind === 'promo' ? ('monthly' as const) : ('instant' as const),
          }
        : undefined;
    const credit = Math.min(
      sku.salePrice,
      applied.filter((p) => p.condition !== undefined).reduce((sum, p) => sum + p.savings, 0),
    );
    priced.push({
      device: {
        price: toCents(sku.salePrice),
        purchaseType: devicePayment ? 'devicePayment' : 'fullRetail',
        ...(credit > 0 ? { promotionCredit: toCents(credit) } : {}),
        ...(onBill
          ? { tradeInCredit: toCents(onBill.tradeInCredit), tradeInCreditKind: onBill.tradeInCreditKind }
          : {}),
      },
      planMonthly: toCents(planMonthly),
      protectionMonthly: toCents(protection?.monthlyPrice ?? 0),
      ...(line.upgrade?.payoff ? { payoff: toCents(line.upgrade.payoff) } : {}),
    });
    if (!plan) planRequired(line.lineId);
    // The trade-in promotion a promotion credit is taken as is named with the others.
    const named =
      tradeInCredit?.kind === 'promo'
        ? [...applied, ...device.promotions.filter((p) => p.condition === 'tradeIn')]
        : applied;
    for (const promo of named)
      errors.push({
        errorLevel: 'RewardNotification',
        code: 'PROMO_APPLIED',
        message: say.promoApplied(promotionName(promo, language)),
        lineId: line.lineId,
      });
    if (store && (sku.stock[store.id] ?? 0) === 0) {
      errors.push({
        errorLevel: 'WarningNotification',
        code: 'OUT_OF_STOCK_AT_STORE',
        message: say.outOfStock(store.name),
        lineId: line.lineId,
      });
    }
    if (line.tradeIn)
      errors.push({
        errorLevel: 'CheckMarkNotification',
        code: 'TRADE_IN_ADDED',
        message: say.tradeInAdded,
        lineId: line.lineId,
      });
    return {
      lineId: line.lineId,
      device: {
        deviceId: device.id,
        sku: sku.sku,
        name: deviceName(device),
        colour: sku.colour,
        storage: storageLabel(sku.storageGb),
        image: colour?.image ?? '',
        purchaseType: line.purchaseType,
        price: sku.salePrice,
        monthly: devicePayment ? sku.monthlyPrice : 0,
        ...(credit > 0 ? { promotionCredit: credit } : {}),
        ...onBill,
      },
      serviceInfo: {
        planId: plan?.id ?? null,
        planName: plan?.name ?? null,
        planMonthly,
        sbdOffer: device.promotions.map((p) => ({ offerId: p.id, name: promotionName(p, language) })),
      },
      promoBadges: device.promotions.map((p) => ({ promotionId: p.id, name: promotionName(p, language) })),
      protection: protection
        ? { id: protection.id, name: phrase(protection.name, language), monthlyPrice: protection.monthlyPrice }
        : null,
      upgrade: line.upgrade ?? null,
      byod: null,
      stockAtStore: store ? (sku.stock[store.id] ?? 0) : 0,
    };
  });

  const accessoryLines = cart.accessories.map((item) => {
    const accessory = accessories.get(item.accessoryId);
    if (!accessory) throw new CartChangeError('3000', 'Accessory Item not found in cart');
    const price = accessoryPrice(cart, item);
    return {
      accessoryId: item.accessoryId,
      name: accessoryName(accessory.name, language) ?? accessory.name,
      quantity: item.quantity,
      price,
      image: accessory.image,
      ...(price !== accessory.price ? { listPrice: accessory.price } : {}),
    };
  });

  // What the cart comes to, part by part, by the store's pricing rules, with what the checkout has added to it.
  const amounts = orderAmounts(
    amountsInput(
      cart,
      priced,
      cart.accessories.map((item) => ({
        id: item.accessoryId,
        price: toCents(accessoryPrice(cart, item)),
        quantity: item.quantity,
      })),
    ),
  );

  const tradeInItems = cart.lines.flatMap((line) => {
    if (!line.tradeIn) return [];
    const { make, model, storageGb, condition, tradeInNumber, credit } = line.tradeIn;
    if (tradeInNumber && credit)
      return [{ lineId: line.lineId, make, model, storageGb, condition, value: credit.total, tradeInNumber, credit }];
    const value =
      values.find((v) => v.make === make && v.model === model && v.storageGb === storageGb && v.condition === condition)
        ?.value ?? 0;
    return [{ lineId: line.lineId, make, model, storageGb, condition, value }];
  });

  return {
    cartId: cart.id,
    version: cart.version,
    prospect: cart.prospect,
    cartHasOnlyAccessories: cart.lines.length === 0 && cart.accessories.length > 0,
    cartInfo: {
      intendType: cart.intendType,
      gRecaptchaResponse: cart.botCheck ?? null,
      itemCount: itemCount(cart),
      dueToday: toDollars(amounts.dueToday),
      dueMonthly: toDollars(amounts.dueMonthly),
    },
    lineDetails: {
      lineInfo: lineInfo.map(({ stockAtStore: _stock, ...line }) => line),
      tradeInDetail: { tradeInItems },
    },
    accessories: accessoryLines,
    cartValidationErrors: errors,
    shipment: {
      lines: lineInfo.map((line) => {
        const sameDayArea = store !== null && SAME_DAY_STORES.has(store.id);
        const inStock = line.stockAtStore > 0;
        const sddError =
          forcedSddError ?? (store === null || (sameDayArea && inStock) ? null : sameDayArea ? '10027' : '10023');
        return {
          lineId: line.lineId,
          storeInfo: store
            ? {
                storeId: store.id,
                name: store.name,
                ispuServices: inStock ? ['ISPU'] : [],
                storeAvailableServices: SAME_DAY_STORES.has(store.id) ? ['ISPU', 'SDD'] : ['ISPU'],
              }
            : null,
          sddEligible: sddError === null && store !== null,
          sddErrorCode: sddError,
          sddErrorMessage: sddError === null ? null : SDD_MESSAGES[sddError],
        };
      }),
    },
    pendingSteps: Object.fromEntries(
      Object.entries({
        ...cart.steps,
        ...(cart.checkout ? checkoutSteps(cart, amounts.dueToday) : {}),
      }).map(([group, ids]) => [group, { items: ids.map((id) => ({ id })) }]),
    ),
    amounts: amountsAnswer(cart, amounts, lineInfo, accessoryLines),
  };
}

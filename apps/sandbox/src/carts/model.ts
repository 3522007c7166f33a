// The changes of a cart, as the cart services make them: a phone, the customer's own phone, accessories, plans and
// protection, trade-ins, steps. Each refuses what the services refuse with a `CartChangeError`.
import {
  deviceName,
  type AddAccessoriesRequest,
  type AddByodRequest,
  type AddDeviceRequest,
  type SaveCartRequest,
} from '@carrier/service-contracts';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION, STORES } from '../catalogue/catalogue.js';
import { ByodCheckError, checkDevice, protectionTierOf } from '../catalogue/byod.js';
import { CartChangeError } from './errors.js';
import {
  BUNDLE_MAX_ACCESSORIES,
  MAX_ACCESSORY_QUANTITY,
  MAX_LINES,
  SIM_SKUS,
  type LineTradeIn,
  type StoredCart,
  type StoredLine,
  type TradeInsByNumber,
} from './stored.js';

export { CartChangeError } from './errors.js';

const devices = new Map(DEVICES.map((d) => [d.id, d]));
const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));
const plans = new Map(PLANS.map((p) => [p.id, p]));

/** A trade-in by its number, for a line of this cart: this browser's, and on no other line of the cart. */
function tradeInFor(cart: StoredCart, lineId: string, tradeInNumber: string, tradeIns: TradeInsByNumber): LineTradeIn {
  const tradeIn = tradeIns.get(tradeInNumber);
  if (!tradeIn)
    throw new CartChangeError('TRADE_IN_NOT_FOUND', `We could not find trade-in ${tradeInNumber} in this browser.`);
  if (cart.lines.some((line) => line.lineId !== lineId && line.tradeIn?.tradeInNumber === tradeInNumber))
    throw new CartChangeError('TRADE_IN_IN_USE', `Trade-in ${tradeInNumber} is on another line of this cart already.`);
  return tradeIn;
}

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

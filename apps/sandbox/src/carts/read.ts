// The cart as the store reads it (spec 3.2): each line priced with `@carrier/pricing`, the trade-ins, accessories,
// validation errors, shipment, steps and the one set of amounts (with what the checkout adds, `../checkout/charges.ts`).
import { orderAmounts, planPerLine, toCents, toDollars, type PricedLine } from '@carrier/pricing';
import { deviceName, type Cart } from '@carrier/service-contracts';
import {
  ACCESSORIES,
  DEVICES,
  PLANS,
  PROTECTION,
  STORES,
  storageLabel,
  tradeInValues,
} from '../catalogue/catalogue.js';
import { protectionTierOf } from '../catalogue/byod.js';
import { CART_MESSAGES, accessoryName, phrase, promotionName } from '../catalogue/spanish.js';
import { amountsAnswer, amountsInput } from '../checkout/charges.js';
import { checkoutSteps } from '../checkout/model.js';
import type { Language } from '../language.js';
import { CartChangeError } from './errors.js';
import { itemCount } from './model.js';
import { SAME_DAY_STORES, SDD_MESSAGES, accessoryPrice, type StoredCart } from './stored.js';

const devices = new Map(DEVICES.map((d) => [d.id, d]));
const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));
const plans = new Map(PLANS.map((p) => [p.id, p]));

type LineInfo = Cart['lineDetails']['lineInfo'][number] & { readonly stockAtStore: number };
type Notice = Cart['cartValidationErrors'][number];
type StoredLine = StoredCart['lines'][number];

/** What reading a line needs to know of the cart: its words, the pickup store, and how its plans are priced. */
interface ReadContext {
  readonly cart: StoredCart;
  readonly language: Language;
  readonly say: (typeof CART_MESSAGES)[Language];
  readonly store: (typeof STORES)[number] | null;
}

/** A line as read: what the cart answers of it, what it is priced with, and the notices it raises. */
interface ReadLine {
  readonly info: LineInfo;
  readonly priced: PricedLine;
  readonly notices: readonly Notice[];
}

/** A plan's price per line for the cart's lines, without Auto Pay (the price the plans page shows first). */
const planMonthlyOf = (cart: StoredCart, plan: (typeof PLANS)[number] | undefined) =>
  plan ? planPerLine(plan, { lines: cart.lines.length, autopay: false }) : 0;

const planRequired = ({ say }: ReadContext, lineId: string): Notice => ({
  errorLevel: 'Blocker',
  code: 'PLAN_REQUIRED',
  message: say.planRequired,
  lineId,
});

/** The customer's own phone: a free SIM card or eSIM on a plan, protected as a basic phone. */
function readByodLine(context: ReadContext, line: StoredLine, byod: NonNullable<StoredLine['byod']>): ReadLine {
  const { cart, language, say } = context;
  const plan = line.planId ? plans.get(line.planId) : undefined;
  const planMonthly = planMonthlyOf(cart, plan);
  const tier = protectionTierOf(byod.deviceId);
  const protection = (tier && PROTECTION[tier].find((p) => p.id === line.protectionId)) || null;
  return {
    priced: {
      device: { price: 0, purchaseType: 'fullRetail' },
      planMonthly: toCents(planMonthly),
      protectionMonthly: toCents(protection?.monthlyPrice ?? 0),
    },
    notices: plan ? [] : [planRequired(context, line.lineId)],
    info: {
      lineId: line.lineId,
      device: {
        deviceId: byod.deviceId,
        sku: line.sku,
        name: byod.name,
        colour: say.ownPhone[byod.sim],
        storage: '',
        image: `/content/vcg/images/sim/${byod.sim === 'ESIM' ? 'esim' : 'card'}.svg`,
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
      byod: { sim: byod.sim },
      // A SIM kit is at every store.
      stockAtStore: 1,
    },
  };
}

/**
 * A phone of the catalogue: its price and device payment, the promotions it meets and their credits, a completed
 * trade-in's credit, its plan and protection, an upgrade's payoff; and the notices of its promotions, its stock at
 * the pickup store and its trade-in.
 */
function readDeviceLine(context: ReadContext, line: StoredLine): ReadLine {
  const { cart, language, say, store } = context;
  const device = devices.get(line.deviceId);
  const sku = device?.skus.find((s) => s.sku === line.sku);
  if (!device || !sku) throw new CartChangeError('ITEM_WITHDRAWN', `${line.sku} is no longer sold.`);
  const colour = device.colours.find((c) => c.name === sku.colour) ?? device.colours[0];
  const plan = line.planId ? plans.get(line.planId) : undefined;
  const planMonthly = planMonthlyOf(cart, plan);
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
  const notices: Notice[] = plan ? [] : [planRequired(context, line.lineId)];
  // The trade-in promotion a promotion credit is taken as is named with the others.
  const named =
    tradeInCredit?.kind === 'promo'
      ? [...applied, ...device.promotions.filter((p) => p.condition === 'tradeIn')]
      : applied;
  for (const promo of named)
    notices.push({
      errorLevel: 'RewardNotification',
      code: 'PROMO_APPLIED',
      message: say.promoApplied(promotionName(promo, language)),
      lineId: line.lineId,
    });
  if (store && (sku.stock[store.id] ?? 0) === 0)
    notices.push({
      errorLevel: 'WarningNotification',
      code: 'OUT_OF_STOCK_AT_STORE',
      message: say.outOfStock(store.name),
      lineId: line.lineId,
    });
  if (line.tradeIn)
    notices.push({
      errorLevel: 'CheckMarkNotification',
      code: 'TRADE_IN_ADDED',
      message: say.tradeInAdded,
      lineId: line.lineId,
    });
  return {
    priced: {
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
    },
    notices,
    info: {
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
    },
  };
}

/** The cart's accessories, each at its price (a bundle's quarter off) and named in the visitor's language. */
function readAccessories(cart: StoredCart, language: Language): Cart['accessories'] {
  return cart.accessories.map((item) => {
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
}

/** The lines' trade-ins: a completed one with its credit, one kept before completion at its estimate today. */
function readTradeIns(cart: StoredCart, now: Date): Cart['lineDetails']['tradeInDetail']['tradeInItems'] {
  // Trade-in values are worked out only for a cart that has a trade-in waiting for its estimate.
  const values = cart.lines.some((line) => line.tradeIn && !line.tradeIn.credit) ? tradeInValues(now) : [];
  return cart.lines.flatMap((line) => {
    if (!line.tradeIn) return [];
    const { make, model, storageGb, condition, tradeInNumber, credit } = line.tradeIn;
    if (tradeInNumber && credit)
      return [{ lineId: line.lineId, make, model, storageGb, condition, value: credit.total, tradeInNumber, credit }];
    const value =
      values.find((v) => v.make === make && v.model === model && v.storageGb === storageGb && v.condition === condition)
        ?.value ?? 0;
    return [{ lineId: line.lineId, make, model, storageGb, condition, value }];
  });
}

/** Each line's pickup and same-day delivery at the cart's store (spec 8.6), or the same-day error forced. */
function readShipment(
  lines: readonly LineInfo[],
  store: ReadContext['store'],
  forcedSddError: '10023' | '10027' | undefined,
): Cart['shipment'] {
  return {
    lines: lines.map((line) => {
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
  };
}

/**
 * The cart as the store reads it (spec 3.2), step by step: each line read and priced, the accessories, what the cart
 * comes to by the store's pricing rules with what the checkout added, the trade-ins, the shipment and the steps.
 */
export function readCart(
  cart: StoredCart,
  now: Date,
  forcedSddError?: '10023' | '10027',
  language: Language = 'en',
): Cart {
  const context: ReadContext = {
    cart,
    language,
    say: CART_MESSAGES[language],
    store: STORES.find((s) => s.id === cart.pickupStoreId) ?? null,
  };
  const lines = cart.lines.map((line) =>
    line.byod ? readByodLine(context, line, line.byod) : readDeviceLine(context, line),
  );
  const lineInfo = lines.map((line) => line.info);
  const accessoryLines = readAccessories(cart, language);
  const amounts = orderAmounts(
    amountsInput(
      cart,
      lines.map((line) => line.priced),
      cart.accessories.map((item) => ({
        id: item.accessoryId,
        price: toCents(accessoryPrice(cart, item)),
        quantity: item.quantity,
      })),
    ),
  );
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
      tradeInDetail: { tradeInItems: readTradeIns(cart, now) },
    },
    accessories: accessoryLines,
    cartValidationErrors: lines.flatMap((line) => line.notices),
    shipment: readShipment(lineInfo, context.store, forcedSddError),
    pendingSteps: Object.fromEntries(
      Object.entries({
        ...cart.steps,
        ...(cart.checkout ? checkoutSteps(cart, amounts.dueToday) : {}),
      }).map(([group, ids]) => [group, { items: ids.map((id) => ({ id })) }]),
    ),
    amounts: amountsAnswer(cart, amounts, lineInfo, accessoryLines, language),
  };
}

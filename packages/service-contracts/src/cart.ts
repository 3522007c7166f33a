import * as z from 'zod/mini';
import { Amounts } from './amounts.js';
import { ServiceErrorItem, ServiceHeader } from './common.js';
import { TradeInCreditOption, TradeInNumber } from './trade-in-credit.js';

const CartId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'is not a cart id'));
const Version = z.number().check(z.int(), z.minimum(0));

/** Payload of POST `{base}/cartservice/cart/add-device`: a new line with a device (spec 7.3). */
export const AddDeviceRequest = z.object({
  cartId: z.optional(CartId),
  /** The cart version the change was made against; a stale one answers 409. */
  expectedVersion: z.optional(Version),
  deviceId: z.string().check(z.minLength(1, 'is required'), z.maxLength(120)),
  sku: z.string().check(z.minLength(1, 'is required'), z.maxLength(160)),
  /** Device payment (monthly) or paid in full. */
  purchaseType: z.optional(z.enum(['devicePayment', 'fullRetail'])),
  intendType: z.optional(z.enum(['NSE', 'AAL', 'EUP', 'NSO', 'ESO', 'NAO', 'NSEACC', 'buySim'])),
  /** An upgrade (EUP) names the account's line whose phone it replaces. */
  upgradeMtn: z.optional(z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'))),
  /** Upgrade a line early: its remaining device balance is paid off today, with the order. */
  payOff: z.optional(z.boolean()),
  /** A trade-in this browser completed for this phone: its credit comes with the line. */
  tradeInNumber: z.optional(TradeInNumber),
});
export type AddDeviceRequest = z.infer<typeof AddDeviceRequest>;

/** Payload of POST `{base}/cartservice/cart/add-accessories` (spec 7.3). */
/** Accessories to add, each with a quantity added to what the cart holds. */
const AccessoryItems = z
  .array(
    z.object({
      accessoryId: z.string().check(z.minLength(1), z.maxLength(160)),
      quantity: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
    }),
  )
  .check(z.minLength(1, 'needs at least one item'), z.maxLength(20));

export const AddAccessoriesRequest = z.object({
  cartId: z.optional(CartId),
  expectedVersion: z.optional(Version),
  items: AccessoryItems,
  /** Accessories of a bundle built with a phone (the bundle builder): their bundle price while a phone is in the cart. */
  bundle: z.optional(z.boolean()),
});
export type AddAccessoriesRequest = z.infer<typeof AddAccessoriesRequest>;

/**
 * Payload of POST `{base}/cartservice/cart/apply-promotion`: a Friends and Family code, checked again by the cart
 * service, whose savings then come off the cart's plans (a cart is started for it when there is none yet).
 */
export const ApplyPromotionRequest = z.object({
  cartId: z.optional(CartId),
  expectedVersion: z.optional(Version),
  promotionCode: z.string().check(z.minLength(1, 'is required'), z.maxLength(32, 'is too long')),
});
export type ApplyPromotionRequest = z.infer<typeof ApplyPromotionRequest>;

/** Payload of POST `{base}/cartservice/cart/add-step`: a step the customer still has to do (spec 3.2). */
export const AddStepRequest = z.object({
  cartId: CartId,
  expectedVersion: z.optional(Version),
  group: z.string().check(z.minLength(1), z.maxLength(60)),
  id: z.string().check(z.minLength(1), z.maxLength(60)),
});
export type AddStepRequest = z.infer<typeof AddStepRequest>;

/** Payload of POST `{base}/cartservice/cart/save-cart`: choices per line, removals, the store for pickup. */
export const SaveCartRequest = z.object({
  cartId: CartId,
  expectedVersion: z.optional(Version),
  lines: z.optional(
    z.array(
      z.object({
        lineId: z.string().check(z.minLength(1), z.maxLength(40)),
        planId: z.optional(z.nullable(z.string().check(z.maxLength(60)))),
        protectionId: z.optional(z.nullable(z.string().check(z.maxLength(60)))),
        /** A trade-in this browser completed, by its number, for the line's phone; null takes it off the line. */
        tradeIn: z.optional(z.nullable(z.object({ tradeInNumber: TradeInNumber }))),
        remove: z.optional(z.boolean()),
      }),
    ),
  ),
  removeAccessories: z.optional(z.array(z.string())),
  /** Accessories added as part of saving the cart (the accessory interstitial saves its picks this way). */
  addAccessories: z.optional(AccessoryItems),
  /** New quantities of accessories the cart holds (0 removes one). */
  accessoryQuantities: z.optional(
    z.array(
      z.object({
        accessoryId: z.string().check(z.minLength(1), z.maxLength(160)),
        quantity: z.number().check(z.int(), z.minimum(0), z.maximum(10)),
      }),
    ),
  ),
  pickupStoreId: z.optional(z.nullable(z.string())),
});
export type SaveCartRequest = z.infer<typeof SaveCartRequest>;

/** Query of GET `{base}/cartservice/cart/read?cartId=`: a read, which the store server may make for the page it draws. */
export const ReadCartRequest = z.object({ cartId: CartId });

/** The levels of a cart validation error (spec 3.2). */
export const CART_ERROR_LEVELS = [
  'Blocker',
  'WarningNotification',
  'RewardNotification',
  'CheckMarkNotification',
] as const;

const Money = z.number();

/** The cart as read (spec 3.2). */
export const Cart = z.object({
  cartId: z.string(),
  version: z.number(),
  prospect: z.boolean(),
  cartHasOnlyAccessories: z.boolean(),
  cartInfo: z.object({
    intendType: z.string(),
    gRecaptchaResponse: z.nullable(z.string()),
    itemCount: z.number(),
    dueToday: Money,
    dueMonthly: Money,
  }),
  lineDetails: z.object({
    lineInfo: z.array(
      z.object({
        lineId: z.string(),
        device: z.object({
          deviceId: z.string(),
          sku: z.string(),
          name: z.string(),
          colour: z.string(),
          storage: z.string(),
          image: z.string(),
          purchaseType: z.string(),
          price: Money,
          monthly: Money,
          /**
           * A conditional promotion this line meets (a new line, a trade-in): credited over the device payment's
           * months, or taken off today when bought outright. The price above stays the full price.
           */
          promotionCredit: z.optional(Money),
          /**
           * A trade-in's credit on this phone: over the device payment's months (`monthly`, a promotion credit) or
           * taken off at once (`instant`: today's price, then what is financed). A prepaid card is not on the cart.
           */
          tradeInCredit: z.optional(Money),
          tradeInCreditKind: z.optional(z.enum(['monthly', 'instant'])),
        }),
        serviceInfo: z.object({
          planId: z.nullable(z.string()),
          planName: z.nullable(z.string()),
          planMonthly: Money,
          sbdOffer: z.array(z.object({ offerId: z.string(), name: z.string() })),
        }),
        promoBadges: z.array(z.object({ promotionId: z.string(), name: z.string() })),
        protection: z.nullable(z.object({ id: z.string(), name: z.string(), monthlyPrice: Money })),
        /**
         * The account's line this phone upgrades, the device balance paid off today to upgrade it early, and the plan
         * the line has: the line keeps it unless the customer chooses another.
         */
        upgrade: z.optional(
          z.nullable(z.object({ mtn: z.string(), payoff: Money, currentPlanId: z.optional(z.nullable(z.string())) })),
        ),
        /** The customer's own phone (bring your own device), with the SIM it takes: its device is the SIM kit. */
        byod: z.optional(z.nullable(z.object({ sim: z.enum(['PSIM', 'ESIM']) }))),
      }),
    ),
    tradeInDetail: z.object({
      tradeInItems: z.array(
        z.object({
          lineId: z.string(),
          make: z.string(),
          model: z.string(),
          storageGb: z.number(),
          condition: z.string(),
          value: Money,
          /** The completed trade-in's number and the credit its customer chose (absent from older carts). */
          tradeInNumber: z.optional(z.string()),
          credit: z.optional(TradeInCreditOption),
        }),
      ),
      /**
       * The trade-ins this browser completed on their own (not for a line) and that no line or order holds yet: any
       * of them can go on a line of this cart.
       */
      available: z.optional(
        z.array(
          z.object({ tradeInNumber: z.string(), make: z.string(), model: z.string(), credit: TradeInCreditOption }),
        ),
      ),
    }),
  }),
  accessories: z.array(
    z.object({
      accessoryId: z.string(),
      name: z.string(),
      quantity: z.number(),
      price: Money,
      image: z.string(),
      /** The price before a bundle's saving, when the accessory is at its bundle price. */
      listPrice: z.optional(Money),
    }),
  ),
  cartValidationErrors: z.array(
    z.object({
      errorLevel: z.enum(CART_ERROR_LEVELS),
      code: z.string(),
      message: z.string(),
      lineId: z.optional(z.string()),
    }),
  ),
  shipment: z.object({
    lines: z.array(
      z.object({
        lineId: z.string(),
        storeInfo: z.nullable(
          z.object({
            storeId: z.string(),
            name: z.string(),
            ispuServices: z.array(z.string()),
            storeAvailableServices: z.array(z.string()),
          }),
        ),
        sddEligible: z.boolean(),
        sddErrorCode: z.nullable(z.string()),
        sddErrorMessage: z.nullable(z.string()),
      }),
    ),
  }),
  pendingSteps: z.record(z.string(), z.object({ items: z.array(z.object({ id: z.string() })) })),
  /** What the cart comes to, part by part (`cartInfo`'s totals are its `dueToday` and `dueMonthly`). */
  amounts: Amounts,
});
export type Cart = z.infer<typeof Cart>;

/** Answer of every cart call: the cart as it is now (spec 3.2). */
export const CartResponse = z.object({
  serviceHeader: ServiceHeader,
  data: Cart,
  errors: z.optional(z.array(ServiceErrorItem)),
});

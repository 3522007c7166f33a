import type { AddDeviceRequest } from '@carrier/service-contracts';
import type { ShoppingIntent } from '@carrier/storefront/kit';
import type { Device } from '../catalogue.js';

/** A phone to add to the cart as the product page asks for it, by its handler or by its form on the store server. */
export interface DeviceChoice {
  readonly device: Device;
  readonly sku: Device['skus'][number];
  /** Monthly (the 36-month device payment) or at full price. */
  readonly view: 'monthly' | 'retail';
  /** Who adds it: a signed-in customer, and for a prospect whether it opens a new account (spec 6.2). */
  readonly shopper: { readonly loggedIn: boolean; readonly newAccount: boolean | undefined };
  /** For a signed-in customer: an upgrade of a line (EUP) or a line added (AAL). */
  readonly intent: 'EUP' | 'AAL';
  /** The line an upgrade is for, as the lines pages chose it. */
  readonly chosen: ShoppingIntent | undefined;
  /** A trade-in completed for this phone from its page, which comes with it. */
  readonly tradeInNumber?: string | undefined;
}

/** The cart change that adds the chosen phone (spec 7.3's add-device): its purchase type, intent and upgrade line. */
export function deviceAddition({
  device,
  sku,
  view,
  shopper,
  intent,
  chosen,
  tradeInNumber,
}: DeviceChoice): Omit<AddDeviceRequest, 'cartId' | 'expectedVersion'> {
  return {
    deviceId: device.id,
    sku: sku.sku,
    purchaseType: view === 'monthly' ? 'devicePayment' : 'fullRetail',
    ...(shopper.loggedIn ? { intendType: intent } : shopper.newAccount ? { intendType: 'NAO' as const } : {}),
    ...(shopper.loggedIn && intent === 'EUP' && chosen?.flow === 'EUP'
      ? { upgradeMtn: chosen.mtn, ...(chosen.payOff ? { payOff: true } : {}) }
      : {}),
    ...(tradeInNumber ? { tradeInNumber } : {}),
  };
}

/** Whether a signed-in customer upgrading must first choose the line the phone is for (none chosen yet). */
export const mustChooseLine = (loggedIn: boolean, intent: 'EUP' | 'AAL', chosen: ShoppingIntent | undefined) =>
  loggedIn && intent === 'EUP' && chosen?.flow !== 'EUP';

/** The categories of a cart item (spec 3.1). */
export type CartItemCategory = 'Device' | 'plan' | 'feature' | 'accessory';

/** A cart item as reported to analytics (spec 3.1). */
export interface AnalyticsCartItem {
  readonly name: string;
  readonly id: string;
  readonly category: CartItemCategory;
  readonly discountedPrice: string;
  readonly line: string;
  readonly group: string;
  readonly merchandisingCategory: string;
  readonly offerId: string;
  readonly qty: number;
  readonly sku: string;
  readonly productId: string;
  readonly shared: 'Y' | 'N';
  readonly nonRecurringPrice: string;
  readonly recurringPrice: string;
  readonly action: string;
  readonly path: string;
  /** How a device is paid: `devicePayment` (monthly) or `fullRetail`. */
  readonly contractType: string;
  /** A device on device payment: what it costs a month. */
  readonly finalDeviceMonthlyPayment?: string;
}

/** The cart as the tagger reads it: the fields of spec 3.2 it maps (the carrier cart satisfies it). */
export interface TaggableCart {
  readonly lineDetails: {
    readonly lineInfo: readonly {
      readonly lineId: string;
      readonly device: {
        readonly deviceId: string;
        readonly sku: string;
        readonly name: string;
        readonly purchaseType: string;
        readonly price: number;
        readonly monthly: number;
      };
      readonly serviceInfo: {
        readonly planId: string | null;
        readonly planName: string | null;
        readonly planMonthly: number;
        readonly sbdOffer: readonly { readonly offerId: string }[];
      };
      readonly protection: { readonly id: string; readonly name: string; readonly monthlyPrice: number } | null;
    }[];
  };
  readonly accessories: readonly {
    readonly accessoryId: string;
    readonly name: string;
    readonly quantity: number;
    readonly price: number;
  }[];
}

/** Money as analytics writes it: two decimals, a dot. */
export const money = (amount: number): string => (Number.isFinite(amount) ? amount : 0).toFixed(2);

/**
 * The cart's items in the fields of spec 3.1: per line its device, plan and protection (a feature), then the
 * accessories. `action` and `path` say what was done where (e.g. `add`, the page path).
 */
export function cartItems(cart: TaggableCart, action = 'view', path = ''): AnalyticsCartItem[] {
  const base = { action, path, merchandisingCategory: '', group: '' };
  const items: AnalyticsCartItem[] = [];
  cart.lineDetails.lineInfo.forEach((line, index) => {
    const lineNo = String(index + 1);
    const offerId = line.serviceInfo.sbdOffer[0]?.offerId ?? '';
    const monthly = line.device.purchaseType === 'devicePayment';
    items.push({
      ...base,
      name: line.device.name,
      id: line.device.deviceId,
      category: 'Device',
      discountedPrice: money(monthly ? line.device.monthly : line.device.price),
      line: lineNo,
      group: line.lineId,
      offerId,
      qty: 1,
      sku: line.device.sku,
      productId: line.device.deviceId,
      shared: 'N',
      nonRecurringPrice: money(monthly ? 0 : line.device.price),
      recurringPrice: money(monthly ? line.device.monthly : 0),
      contractType: line.device.purchaseType,
      ...(monthly ? { finalDeviceMonthlyPayment: money(line.device.monthly) } : {}),
    });
    if (line.serviceInfo.planId)
      items.push({
        ...base,
        name: line.serviceInfo.planName ?? line.serviceInfo.planId,
        id: line.serviceInfo.planId,
        category: 'plan',
        discountedPrice: money(line.serviceInfo.planMonthly),
        line: lineNo,
        group: line.lineId,
        offerId,
        qty: 1,
        sku: line.serviceInfo.planId,
        productId: line.serviceInfo.planId,
        shared: 'N',
        nonRecurringPrice: money(0),
        recurringPrice: money(line.serviceInfo.planMonthly),
        contractType: 'monthly',
      });
    if (line.protection)
      items.push({
        ...base,
        name: line.protection.name,
        id: line.protection.id,
        category: 'feature',
        discountedPrice: money(line.protection.monthlyPrice),
        line: lineNo,
        group: line.lineId,
        offerId: '',
        qty: 1,
        sku: line.protection.id,
        productId: line.protection.id,
        shared: 'N',
        nonRecurringPrice: money(0),
        recurringPrice: money(line.protection.monthlyPrice),
        contractType: 'monthly',
      });
  });
  for (const accessory of cart.accessories)
    items.push({
      ...base,
      name: accessory.name,
      id: accessory.accessoryId,
      category: 'accessory',
      discountedPrice: money(accessory.price),
      line: '',
      offerId: '',
      qty: accessory.quantity,
      sku: accessory.accessoryId,
      productId: accessory.accessoryId,
      shared: 'Y',
      nonRecurringPrice: money(accessory.price),
      recurringPrice: money(0),
      contractType: 'fullRetail',
    });
  return items;
}

/** What the hand-off value rule reads of an item. */
export type HandOffItem = Pick<
  AnalyticsCartItem,
  'category' | 'contractType' | 'nonRecurringPrice' | 'recurringPrice'
> &
  Partial<Pick<AnalyticsCartItem, 'finalDeviceMonthlyPayment'>> & { readonly category: string };

/**
 * The value of an item handed to chat (spec 3.1): a device on device payment its finalDeviceMonthlyPayment;
 * other devices and accessories their nonRecurringPrice; a plan or feature its recurringPrice; anything else 0.00.
 */
export function handOffValue(item: HandOffItem): string {
  return handOff(item).value;
}

/** Whether an item's hand-off value is a month's: a plan's or a feature's, a device's on device payment. */
export function handOffMonthly(item: HandOffItem): boolean {
  return handOff(item).monthly;
}

function handOff(item: HandOffItem): { readonly value: string; readonly monthly: boolean } {
  switch (item.category) {
    case 'Device':
      return item.contractType === 'devicePayment' && item.finalDeviceMonthlyPayment !== undefined
        ? { value: item.finalDeviceMonthlyPayment, monthly: true }
        : { value: item.nonRecurringPrice, monthly: false };
    case 'accessory':
      return { value: item.nonRecurringPrice, monthly: false };
    case 'plan':
    case 'feature':
      return { value: item.recurringPrice, monthly: true };
    default:
      return { value: '0.00', monthly: false };
  }
}

/** The cart as chat is told it (spec 3.1): count, type, product and value of each item. */
export function chatHandOff(items: readonly AnalyticsCartItem[]) {
  return items.map((item) => ({
    count: item.qty,
    type: item.category,
    product: item.name,
    // The value, and whether it is a month's (for what the customer is shown of the hand-off).
    ...handOff(item),
    contractType: item.contractType,
    qty: item.qty,
    name: item.name,
    category: item.category,
  }));
}

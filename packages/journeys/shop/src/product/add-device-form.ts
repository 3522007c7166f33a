import { cartItems } from '@carrier/analytics-tagger';
import { TradeInNumber, deviceName } from '@carrier/service-contracts';
import type { FormOutcome, FormSubmission } from '@carrier/storefront/kit';
import { LINES_PATHS } from '@carrier/journey-lines/paths';
import type { ShopDeps } from '../deps.js';
import { formCartAccess } from '../forms/access.js';
import { SHOP_PATHS } from '../paths.js';
import { deviceAddition, mustChooseLine } from './device-addition.js';

/**
 * The product page's add-to-cart form, done by the store server for a customer whose page's code has not run (or never
 * will): the phone's variant by its SKU (one of the phone's own), monthly or at full price, and for a signed-in customer
 * whether it upgrades a line or adds one. The same checks as the page's own handler (spec 6.2: who may add; an upgrade
 * needs its line), then the accessories that go with it, as after the page's own add.
 */
export async function addDeviceForm({
  fields,
  params,
  deps,
  store,
  pageName,
}: FormSubmission<ShopDeps>): Promise<FormOutcome> {
  const device = await deps.services.device(params['deviceId'] ?? '');
  const sku = device?.skus.find((k) => k.sku === fields.get('sku'));
  if (!device || !sku) return { problem: 'failed' };
  // The throttle list read from the cart service sets the base of the calls after.
  const shopper = await formCartAccess({ deps, store });
  const loggedIn = shopper.loggedIn;
  if (shopper.canAdd !== true) return { problem: 'prospectBlocked' };
  const chosen = loggedIn ? store.intent.get() : undefined;
  const intent = fields.get('intent') === 'AAL' ? 'AAL' : (chosen?.flow ?? 'EUP');
  // An upgrade with no line chosen yet goes to choose it, and comes back to this phone.
  if (mustChooseLine(loggedIn, intent, chosen))
    return { to: `${LINES_PATHS.mdnSelection}?device=${encodeURIComponent(device.id)}` };
  const view = fields.get('view') === 'retail' ? 'retail' : 'monthly';
  const cartBefore = store.cart.count() > 0;
  // A trade-in done for this phone on its page (sent by the page once live, the form going here before the visitor's
  // throttle list was read): a number that is not one is left out.
  const tradeIn = TradeInNumber.safeParse(fields.get('tradeIn'));
  const tradeInNumber = tradeIn.success ? tradeIn.data : undefined;
  const updated = await store.cart.addDevice(
    deviceAddition({ device, sku, view, shopper, intent, chosen, tradeInNumber }),
    pageName,
  );
  // The intent is used up: the next phone asks again what it is for.
  if (store.intent.get()) store.intent.clear();
  const line = updated.lineDetails.lineInfo.at(-1);
  const query = new URLSearchParams({ device: device.id, ...(line ? { line: line.lineId } : {}) });
  // The next page opens the cart (on the first add) and tells analytics the line's items, as after the page's own add.
  const items = cartItems(updated, 'add', store.currentHref()).filter((item) => item.group === line?.lineId);
  return { to: `${SHOP_PATHS.interstitial}?${query}`, added: { name: deviceName(device), items, cartBefore } };
}

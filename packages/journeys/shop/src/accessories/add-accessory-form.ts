import { cartItems } from '@carrier/analytics-tagger';
import type { FormOutcome, FormSubmission } from '@carrier/storefront/kit';
import type { ShopDeps } from '../deps.js';
import { formCartAccess } from '../forms/access.js';
import { accessoryPath } from '../paths.js';

/** The most of one accessory a form adds, as the page's quantity allows. */
export const MAX_ACCESSORY_QUANTITY = 10;

/**
 * An accessory page's add-to-cart form, done by the store server for a customer whose page's code has not run (or
 * never will): the accessory of the page's address, in the quantity typed (1 to 10), for a customer who may buy
 * accessories online (spec 6.2, 6.4: a prospect needs a phone in the cart first). Back to the same page, which says the
 * accessory was added (`added`), and whose next start opens the cart on the session's first add, as after the page's
 * own add.
 */
export async function addAccessoryForm({
  fields,
  params,
  deps,
  store,
  pageName,
}: FormSubmission<ShopDeps>): Promise<FormOutcome> {
  const accessory = (await deps.services.accessories()).find((a) => a.id === params['accessoryId']);
  const quantity = Number(fields.get('quantity') ?? '1');
  if (!accessory || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ACCESSORY_QUANTITY)
    return { problem: 'failed' };
  const shopper = await formCartAccess({ deps, store }, { forAccessories: true });
  if (shopper.canAdd !== true) return { problem: 'prospectBlocked' };
  const cartBefore = store.cart.count() > 0;
  const updated = await store.cart.addAccessories([{ accessoryId: accessory.id, quantity }], pageName);
  const items = cartItems(updated, 'add', store.currentHref()).filter((item) => item.id === accessory.id);
  return {
    to: `${accessoryPath(accessory.id)}?added=${encodeURIComponent(accessory.id)}`,
    added: { name: accessory.name, items, cartBefore },
  };
}

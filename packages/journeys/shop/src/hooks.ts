import { useCartAccess, useStorefront, type CartAccess } from '@carrier/storefront/kit';
import { SHOP_STRINGS } from './strings/index.js';
import { useShop } from './deps.js';

export { PROSPECT_FLAG_KEY } from '@carrier/storefront/kit';

/** Whether this visitor may add to the cart, once the throttle list is known (spec 6.2): the kit's rule. */
export function useShopper(options: { readonly forAccessories?: boolean } = {}): CartAccess {
  const shop = useShop();
  return useCartAccess(
    {
      throttleCookie: shop.throttleCookie,
      hasProspectCart: shop.hasProspectCart,
      throttleList: shop.services.throttleList,
    },
    shop.config,
    options,
  );
}

/** The shopping words in the site's language. */
export function useShopStrings() {
  return SHOP_STRINGS[useStorefront().site.language];
}

/** The session flag listing the devices whose page the visitor opened, newest first. */
export const VIEWED_DEVICES_KEY = 'viewedDevices';
const MAX_VIEWED = 20;

/** The devices the visitor looked at this session (for suggestions that skip them). */
export function viewedDevices(flags: { get(key: string): string | null }): string[] {
  return (flags.get(VIEWED_DEVICES_KEY) ?? '')
    .split(',')
    .filter((id) => /^[a-z0-9-]{1,120}$/.test(id))
    .slice(0, MAX_VIEWED);
}

/** Remembers that the visitor opened a device's page. */
export function rememberViewed(
  flags: { get(key: string): string | null; set(key: string, value: string): void },
  id: string,
) {
  flags.set(VIEWED_DEVICES_KEY, [id, ...viewedDevices(flags).filter((v) => v !== id)].slice(0, MAX_VIEWED).join(','));
}

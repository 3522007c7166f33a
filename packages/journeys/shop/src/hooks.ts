import {
  canAddToCart,
  newAccountFlow,
  prospectFlow,
  useLoad,
  useStorefront,
  type ProspectFlowInput,
} from '@carrier/storefront/kit';
import { SHOP_STRINGS } from './strings/index.js';
import { useShop } from './deps.js';

/** The session flag set when a page was opened with `isProspect=true` (spec 2.6). */
export const PROSPECT_FLAG_KEY = 'isProspect';

/** Whether this visitor may add to the cart, once the throttle list is known (spec 6.2). */
export function useShopper(options: { readonly forAccessories?: boolean } = {}): {
  readonly loggedIn: boolean;
  /** Undefined while the throttle list is being read. */
  readonly canAdd: boolean | undefined;
  readonly prospectFlow: boolean | undefined;
  /** A prospect in the new-account flow: a phone added opens a new account (NAO). */
  readonly newAccount: boolean | undefined;
} {
  const { shell } = useStorefront();
  const shop = useShop();
  const loggedIn = shell.loggedIn();
  const cookie = shop.throttleCookie();
  const hasCookie = cookie !== undefined;
  // Read only when neither the login nor the cookie says; without a throttle list the prospect flow is off,
  // unless its flag is on, so a failed read is an empty list, not an error to show.
  const read = useLoad(
    () => (loggedIn || hasCookie ? Promise.resolve([]) : shop.services.throttleList(false).catch(() => [])),
    [loggedIn, hasCookie],
  );
  const fetched = read.status === 'ready' ? read.value : undefined;
  const throttleList = cookie ?? fetched;
  if (loggedIn) return { loggedIn, canAdd: true, prospectFlow: false, newAccount: false };
  if (throttleList === undefined)
    return { loggedIn, canAdd: undefined, prospectFlow: undefined, newAccount: undefined };
  const input: ProspectFlowInput = {
    loggedIn,
    prospectFlag: shop.config.prospectFlow || shell.sessionFlags.get(PROSPECT_FLAG_KEY) === 'true',
    throttleList,
    forAccessories: options.forAccessories ?? false,
    hasProspectCart: shop.hasProspectCart(),
    standaloneAccessories: shop.config.standaloneAccessories,
  };
  return {
    loggedIn,
    canAdd: canAddToCart(input),
    prospectFlow: prospectFlow(input),
    newAccount: newAccountFlow(input),
  };
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

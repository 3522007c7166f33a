import type { AnalyticsCartItem } from '@carrier/analytics-tagger';

/**
 * What a page's form added to the cart when the store server did it (the page's code had not run when the customer
 * sent it): told to the page the customer is sent to, which does then what the page's own handler does after an add
 * (spec 4.3): the mini cart opens on the first add of the session, and the add-to-cart event follows the page view.
 */
export interface CartAdded {
  /** What was added, as the mini cart's status message names it. */
  readonly name: string;
  /** The items added, as analytics reports them (spec 3.1): nothing of who the customer is or how they pay. */
  readonly items: readonly AnalyticsCartItem[];
  /** Whether the visitor had a cart before this add: one kept from an earlier visit is a resumed cart (spec 4.3). */
  readonly cartBefore: boolean;
}

/** The cookie that carries a `CartAdded` from the store server's answer to the next page, which takes it once. */
export const CART_ADDED_COOKIE = 'cartAdded';

/** Where the cookie goes: every page of the store's host. */
const SCOPE = '; path=/; SameSite=Lax';

/** A `CartAdded` as its cookie carries it: for the page the customer is sent to (its path), which alone takes it. */
export interface CartAddedFor extends CartAdded {
  readonly page: string;
}

/**
 * The `Set-Cookie` line that carries `added` to the next page, `page` (its path): the page the form was sent from may
 * still be starting as it is left, and must not take what is meant for the next. A minute is time enough for the
 * redirect it goes with; a page that never takes it does not keep it.
 */
export const cartAddedCookie = (added: CartAdded, page: string): string =>
  `${CART_ADDED_COOKIE}=${encodeURIComponent(JSON.stringify({ ...added, page }))}; max-age=60${SCOPE}`;

/** The cookie assignment that removes it, once taken. */
export const CART_ADDED_TAKEN = `${CART_ADDED_COOKIE}=; max-age=0${SCOPE}`;

const CATEGORIES: ReadonlySet<string> = new Set(['Device', 'plan', 'feature', 'accessory']);
/** An item's fields, which the tagger writes to the data layer as they are: short text or a count, nothing else. */
const fieldOk = (value: unknown) =>
  (typeof value === 'string' && value.length <= 200) || (typeof value === 'number' && Number.isFinite(value));
const itemOk = (item: unknown): item is AnalyticsCartItem =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  typeof (item as AnalyticsCartItem).name === 'string' &&
  typeof (item as AnalyticsCartItem).sku === 'string' &&
  CATEGORIES.has((item as AnalyticsCartItem).category) &&
  Object.values(item).every(fieldOk);

/**
 * The cookie's value read back (already URI-decoded, as `readCookie` answers it); anything else (not JSON, another
 * shape, a name too long to be a product's, an item with markup-sized or nested fields) is nothing added.
 */
export function parseCartAdded(raw: string | undefined): CartAddedFor | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, items, cartBefore, page } = value as Partial<CartAddedFor>;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200) return undefined;
  if (!Array.isArray(items) || items.length > 20 || !items.every(itemOk)) return undefined;
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > 200) return undefined;
  return typeof cartBefore === 'boolean' ? { name, items, cartBefore, page } : undefined;
}

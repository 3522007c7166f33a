import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

/** One saved favorite: a device or accessory of the catalogue, and when it was saved (ms since the epoch). */
export const WishlistItem = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'is not a catalogue id')),
  kind: z.enum(['device', 'accessory']),
  addedAt: z.number().check(z.int(), z.minimum(0)),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** Most favorites a customer keeps. */
export const WISHLIST_MAX_ITEMS = 50;

/** Payload of POST `{base}/wishlistservice/wishlist/save`: the whole list, as the customer now has it. */
export const WishlistSaveRequest = z.object({
  items: z.array(WishlistItem).check(z.maxLength(WISHLIST_MAX_ITEMS, `holds at most ${WISHLIST_MAX_ITEMS} items`)),
});
export type WishlistSaveRequest = z.infer<typeof WishlistSaveRequest>;

/** Answer of `wishlist/read` and `wishlist/save`: the signed-in customer's favorites. */
export const WishlistResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ items: z.array(WishlistItem) }),
});

import { cartAccessOf, type FormSubmission } from '@carrier/storefront/kit';
import type { ShopDeps } from '../deps.js';

// In a folder of its own: the forms' shared part is a chunk of that name (tools/vite-store-app.ts), which only the forms
// load, not a part of every shop page's shared chunk.

/**
 * Whether the visitor may add to the cart, for a page's form the store server does: the rules the page applies
 * (`useShopper`, spec 6.2 and 6.4), with the visitor's throttle list the cookie's, else the cart service's (none read
 * is an empty list). A signed-in customer may always.
 */
export async function formCartAccess(
  { deps, store }: Pick<FormSubmission<ShopDeps>, 'deps' | 'store'>,
  options: { readonly forAccessories?: boolean } = {},
): Promise<ReturnType<typeof cartAccessOf>> {
  const loggedIn = store.shell.loggedIn();
  const throttleList = loggedIn ? [] : await store.throttleList().catch(() => [] as readonly string[]);
  return cartAccessOf(
    { loggedIn, throttleList, prospectFlag: false, hasProspectCart: deps.hasProspectCart() },
    deps.config,
    options,
  );
}

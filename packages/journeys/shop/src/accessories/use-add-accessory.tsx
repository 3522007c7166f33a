import { cartItems } from '@carrier/analytics-tagger';
import { useState } from 'react';
import { usePageName, useStorefront } from '@carrier/storefront/kit';
import { type Accessory } from '../catalogue.js';
import { useShopStrings } from '../hooks.js';
import { useCartChange } from '../useCartChange.js';

/** The accessory interstitial's page name (spec 2.2): its saves are the cart lock's exception (spec 4.4). */
export const INTERSTITIAL_PAGE_NAME = 'accessoryInterstitial';

/**
 * Adding accessories from any page: through the cart lock, the cart opening on the first add only
 * (spec 4.3), a message for later adds and for failures.
 */
export function useAddAccessory() {
  const pageName = usePageName();
  const { cart, analytics, currentHref, cartOpener } = useStorefront();
  const texts = useShopStrings().accessories;
  const { run, busy, problem } = useCartChange();
  const [added, setAdded] = useState<string | undefined>();
  const add = async (accessory: Accessory, quantity = 1) => {
    setAdded(undefined);
    const updated = await run(
      accessory.id,
      () =>
        // The interstitial saves its picks into the cart it follows (spec 4.4); elsewhere they are added.
        pageName === INTERSTITIAL_PAGE_NAME
          ? cart.saveAccessories([{ accessoryId: accessory.id, quantity }], pageName)
          : cart.addAccessories([{ accessoryId: accessory.id, quantity }], pageName),
      texts.addFailed,
    );
    if (!updated) return;
    const opened = cartOpener.added(accessory.name) === 'opened';
    if (!opened) setAdded(texts.added(accessory.name));
    // The accessory's add-to-cart event, on this page (spec 4.3).
    analytics.addToCart(
      cartItems(updated, 'add', currentHref()).filter((item) => item.id === accessory.id),
      { openedCart: opened },
    );
  };
  const message = problem
    ? ({ tone: 'error', text: problem } as const)
    : added
      ? ({ tone: 'success', text: added } as const)
      : undefined;
  return { add, busy, message };
}

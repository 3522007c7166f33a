import { CartLockedError } from '@carrier/cart-lock';
import type { Cart } from '@carrier/service-contracts';
import { useState } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import type { CartPageName } from '../cart-rules.js';
import { CART_STRINGS } from '../strings/index.js';
import type { CartControls, CartLine, RemovedLine } from './types.js';

/**
 * The cart page's changes: one at a time (`busy`), its failure said (a locked cart, or the services' answer, which
 * may say what is wrong, spec 3.6), a line's removal asked first and undone on request (its phone, paid the same
 * way, its plan, protection and trade-in).
 */
export function useCartChanges(
  pageName: CartPageName,
  loaded: { readonly replace: (cart: Cart) => void },
  readCart: Cart | undefined,
) {
  const { cart, site, errors } = useStorefront();
  const texts = CART_STRINGS[site.language];
  const [busy, setBusy] = useState<string | undefined>();
  const [changeError, setChangeError] = useState<string | undefined>();
  // The failed change itself: its answer may say what is wrong and where to learn more (spec 3.6).
  const [changeFailure, setChangeFailure] = useState<unknown>();
  // Removing a line asks first; a removed line can be put back (its phone, plan and protection).
  const [confirming, setConfirming] = useState<string | undefined>();
  const [removed, setRemoved] = useState<RemovedLine | undefined>();

  const change: CartControls['change'] = async (key, run) => {
    setBusy(key);
    setChangeError(undefined);
    setChangeFailure(undefined);
    try {
      loaded.replace(await run());
      return true;
    } catch (error) {
      if (error instanceof CartLockedError) setChangeError(texts.lockedNotice);
      else {
        errors.handleServiceError(error);
        setChangeError(texts.changeFailed);
        setChangeFailure(error);
      }
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const removeLine = async (line: CartLine, label: string) => {
    setConfirming(undefined);
    const tradeInNumber = readCart?.lineDetails.tradeInDetail.tradeInItems.find(
      (t) => t.lineId === line.lineId,
    )?.tradeInNumber;
    if (await change(line.lineId, () => cart.removeLine(line.lineId, pageName)))
      setRemoved({ line, label, tradeInNumber });
  };

  /** Puts a removed line back: the same phone, paid the same way, with its plan, protection and trade-in. */
  const undoRemove = async ({ line, tradeInNumber }: RemovedLine) => {
    const done = await change('undo', async () => {
      const added = await cart.addDevice(
        {
          deviceId: line.device.deviceId,
          sku: line.device.sku,
          purchaseType: line.device.purchaseType === 'fullRetail' ? 'fullRetail' : 'devicePayment',
          ...(tradeInNumber ? { tradeInNumber } : {}),
        },
        pageName,
      );
      const back = added.lineDetails.lineInfo.at(-1);
      if (!back || (!line.serviceInfo.planId && !line.protection)) return added;
      return cart.saveLine(
        {
          lineId: back.lineId,
          ...(line.serviceInfo.planId ? { planId: line.serviceInfo.planId } : {}),
          ...(line.protection ? { protectionId: line.protection.id } : {}),
        },
        pageName,
      );
    });
    if (done) setRemoved(undefined);
  };

  const controls: CartControls = { busy, change, pageName };
  return { controls, changeError, changeFailure, confirming, setConfirming, removed, removeLine, undoRemove };
}

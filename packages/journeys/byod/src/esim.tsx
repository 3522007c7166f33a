import type { Order } from '@carrier/service-contracts';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { useByod } from './deps.js';
import { BYOD_STRINGS, type ByodStrings } from './strings/index.js';

export const useTexts = (): ByodStrings => BYOD_STRINGS[useStorefront().site.language];

/** The eSIM lines of an order, read back from this browser (the one that placed it, or its signed-in customer). */
export function useEsimOrder(orderNumber: string | undefined) {
  const { services } = useByod();
  return useLoad(
    async (): Promise<Order | undefined> => (orderNumber ? services.order(orderNumber) : undefined),
    [orderNumber],
    { report: () => false },
  );
}

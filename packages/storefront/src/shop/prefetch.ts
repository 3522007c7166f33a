import type { ShopServices } from './services.js';

/**
 * What each shopping page reads first (its `useLoad` calls), by page name (spec 2.2). `first-reads.test.tsx` draws
 * each page and holds it to this list, so a page that changes what it reads fails there until this follows.
 */
const FIRST_READS: Readonly<Record<string, (services: ShopServices) => readonly Promise<unknown>[]>> = {
  shopLanding: (s) => [s.devices()],
  favorites: (s) => [s.devices(), s.accessories()],
  smartphones: (s) => [s.devices()],
  productDetail: (s) => [s.devices(), s.accessories()],
  accessoriesLanding: (s) => [s.accessories(), s.devices()],
  accessoryDetail: (s) => [s.accessories()],
  accessoryInterstitial: (s) => [s.accessories()],
};

/**
 * Asks for what the page reads first, so the answer is on its way while the page's code arrives; the page's
 * own call then shares it (the shop's reads are loaded once). A failure here is the page's to show: it asks again.
 */
export function prefetchPage(services: ShopServices, pageName: string): void {
  for (const read of FIRST_READS[pageName]?.(services) ?? []) read.catch(() => undefined);
}

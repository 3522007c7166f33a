import type { BrowserStorefrontOptions } from '@carrier/storefront';
import { FNF_PATHS } from '@carrier/storefront';

/** The dotcom app: its sales bases (spec 2.1) and the page a customer lands on after a logout. */
export const DOTCOM: BrowserStorefrontOptions = {
  bases: ['/sales/digital', '/sales/nse', '/sales/next'],
  homePath: FNF_PATHS.promo,
};

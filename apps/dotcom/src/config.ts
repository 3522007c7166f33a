import type { SalesBase } from '@carrier/storefront';

/** The sales bases the dotcom app serves pages under (spec 2.1). */
export const DOTCOM_BASES: readonly SalesBase[] = ['/sales/digital', '/sales/nse', '/sales/next'];
